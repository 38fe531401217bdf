import type { GameInfo, Localized } from '../kit/types';

/** What the crash game is called and how it plays, in every language. */
export const content: Localized<GameInfo> = {
  ru: {
    name: 'Краш',
    tagline: 'Заберите выигрыш до того, как график рухнет',
    description:
      'Множитель стартует с 1,00× и растёт, пока не «рухнет» в точке, определённой ещё до начала раунда. Успейте забрать выигрыш — и ставка умножится на текущий коэффициент; не успеете — ставка проиграна.',
    rules: [
      'Сделайте ставку до начала раунда; при желании задайте множитель автовывода.',
      'После старта множитель растёт от 1,00× до момента краша.',
      'Нажмите «Забрать» в любой момент: выигрыш равен ставке, умноженной на текущий множитель.',
      'Если краш произошёл раньше, чем вы забрали выигрыш, ставка проигрывает.',
      'Вероятность того, что раунд дойдёт до множителя m, равна 0,99/m: например, 2,00× достигается в 49,5% раундов, а примерно 1 раунд из 100 заканчивается сразу на 1,00×.',
      'Точка краша вычисляется из зафиксированного серверного сида, вашего клиентского сида и номера ставки (nonce), поэтому каждый раунд можно проверить.',
    ],
  },
  en: {
    name: 'Crash',
    tagline: 'Cash out before the multiplier crashes',
    description:
      'A multiplier starts at 1.00× and climbs until it crashes at a point fixed before the round begins. Cash out in time and your stake is multiplied by the value on screen; wait too long and the bet is lost.',
    rules: [
      'Place your bet before the round starts; you can also set an auto cash-out multiplier.',
      'Once the round starts, the multiplier rises from 1.00× until it crashes.',
      'Press Cash out at any moment to win your stake times the current multiplier.',
      'If the multiplier crashes before you cash out, the bet is lost.',
      'The chance that a round reaches multiplier m is 0.99/m: for example, 2.00× is reached in 49.5% of rounds, and about 1 round in 100 ends instantly at 1.00×.',
      'The crash point is derived from the committed server seed, your client seed and the nonce, so every round can be verified.',
    ],
  },
  kz: {
    name: 'Краш',
    tagline: 'Көбейткіш құламай тұрып ұтысты алып үлгеріңіз',
    description:
      'Көбейткіш 1,00×-тан басталып, раунд басталмай тұрып белгіленген нүктеде құлағанша өседі. Уақытында алсаңыз, бәсіңіз экрандағы мәнге көбейеді; кешіксеңіз, бәс ұтылады.',
    rules: [
      'Бәсті раунд басталғанға дейін қойыңыз; қаласаңыз, автоматты түрде алу көбейткішін орнатыңыз.',
      'Раунд басталғаннан кейін көбейткіш 1,00×-тан бастап құлағанша өседі.',
      'Кез келген сәтте «Алу» батырмасын басыңыз: ұтыс бәс сомасын ағымдағы көбейткішке көбейткенге тең.',
      'Егер ұтысты алмай тұрып көбейткіш құласа, бәс ұтылады.',
      'Раундтың m көбейткішіне жету ықтималдығы 0,99/m: мысалы, 2,00×-қа раундтардың 49,5%-ы жетеді, ал шамамен 100 раундтың біреуі бірден 1,00×-та аяқталады.',
      'Құлау нүктесі алдын ала бекітілген сервер сидінен, сіздің клиенттік сидіңізден және бәстің реттік нөмірінен (нонс) есептеледі, сондықтан әр раундты тексеруге болады.',
    ],
  },
  br: {
    name: 'Crash',
    tagline: 'Retire antes que o multiplicador despenque',
    description:
      'O multiplicador começa em 1,00× e sobe até cair em um ponto definido antes do início da rodada. Retire a tempo e sua aposta é multiplicada pelo valor na tela; se esperar demais, perde a aposta.',
    rules: [
      'Faça sua aposta antes do início da rodada; se quiser, defina um multiplicador de retirada automática.',
      'Quando a rodada começa, o multiplicador sobe a partir de 1,00× até cair.',
      'Clique em Retirar a qualquer momento para ganhar o valor apostado vezes o multiplicador atual.',
      'Se o multiplicador cair antes da sua retirada, a aposta é perdida.',
      'A chance de uma rodada alcançar o multiplicador m é 0,99/m: por exemplo, 2,00× é alcançado em 49,5% das rodadas, e cerca de 1 rodada em 100 termina logo em 1,00×.',
      'O ponto de queda é calculado a partir da semente do servidor já comprometida, da sua semente de cliente e do contador de apostas (nonce), então cada rodada pode ser verificada.',
    ],
  },
  hi: {
    name: 'क्रैश',
    tagline: 'मल्टीप्लायर गिरने से पहले कैश आउट करें',
    description:
      'मल्टीप्लायर 1.00× से शुरू होकर तब तक बढ़ता है, जब तक वह राउंड शुरू होने से पहले तय किए गए बिंदु पर क्रैश नहीं हो जाता। समय पर कैश आउट करें तो आपका दांव स्क्रीन पर दिख रहे मान से गुणा हो जाएगा; ज़्यादा देर की तो दांव हार जाएंगे।',
    rules: [
      'राउंड शुरू होने से पहले दांव लगाएं; चाहें तो ऑटो कैश-आउट मल्टीप्लायर सेट करें।',
      'राउंड शुरू होते ही मल्टीप्लायर 1.00× से बढ़ने लगता है और क्रैश होने तक बढ़ता रहता है।',
      'किसी भी समय “कैश आउट” दबाएं: जीत आपके दांव और मौजूदा मल्टीप्लायर के गुणनफल के बराबर होगी।',
      'अगर आपके कैश आउट से पहले क्रैश हो गया, तो दांव हार जाते हैं।',
      'किसी राउंड के m मल्टीप्लायर तक पहुंचने की संभावना 0.99/m है: जैसे 49.5% राउंड 2.00× तक पहुंचते हैं, और लगभग 100 में से 1 राउंड तुरंत 1.00× पर खत्म हो जाता है।',
      'क्रैश बिंदु पहले से तय सर्वर सीड, आपके क्लाइंट सीड और नॉन्स (दांव की क्रम संख्या) से निकाला जाता है, इसलिए हर राउंड की जांच की जा सकती है।',
    ],
  },
};

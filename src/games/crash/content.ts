import type { GameInfo, Localized } from '../kit/types';

/** What the crash game is called and how it plays, in every language. */
export const content: Localized<GameInfo> = {
  ru: {
    name: 'Краш',
    tagline: 'Заберите выигрыш до того, как график рухнет',
    description:
      'Множитель стартует с 1,00× и растёт, пока не «рухнет» в точке, определённой ещё до начала раунда. Успейте забрать выигрыш — и ставка умножится на текущий коэффициент; не успеете — ставка проиграна.',
    rules: [
      'Ставки принимаются во время 5-секундного отсчёта перед каждым раундом; можно задать множитель автовывода (от 1,01×).',
      'После старта множитель растёт как e^(0,00006·t), где t — миллисекунды с начала раунда: 2,00× примерно через 11,6 с.',
      'Нажмите «Забрать» в любой момент: выигрыш равен ставке, умноженной на множитель в момент, когда ваш запрос дошёл до сервера. Запрос, пришедший ровно в точке краша, оплачивается.',
      'Если краш произошёл раньше, чем вы забрали выигрыш, ставка проигрывает.',
      'Вероятность того, что раунд дойдёт до множителя m, равна 0,99/m: 2,00× достигается в 49,5% раундов, а примерно 2 раунда из 100 заканчиваются сразу на 1,00×.',
      'Если общая выплата раунда может превысить максимальную выплату, раунд досрочно заканчивается на этом множителе для всех, кто ещё в игре, и им выплачивается выигрыш по нему.',
      'Все раунды заданы заранее публичной цепочкой хешей: до первого раунда мы объявляем последний хеш цепочки вместе с номером ещё не добытого блока биткоина, и солью становится хеш этого блока — его никто не знал, когда выбиралась цепочка; раунды начинаются только после того, как соль внесена. После раунда раскрываем его хеш, SHA-256 которого равен хешу предыдущего раунда, а точка краша вычисляется из HMAC-SHA256(хеш, соль). В демо соль создаётся локально, и страница проверки говорит об этом.',
      'Если раунд не смог начаться (сбой сервера во время отсчёта), все ставки на него возвращаются; уже идущий раунд заканчивается в своей заранее заданной точке краша.',
    ],
  },
  en: {
    name: 'Crash',
    tagline: 'Cash out before the multiplier crashes',
    description:
      'A multiplier starts at 1.00× and climbs until it crashes at a point fixed before the round begins. Cash out in time and your stake is multiplied by the value on screen; wait too long and the bet is lost.',
    rules: [
      'Bets are taken during the 5-second countdown before each round; you can also set an auto cash-out multiplier (1.01× or more).',
      'Once the round starts, the multiplier grows as e^(0.00006·t), t in milliseconds since the start: 2.00× after about 11.6 s.',
      'Press Cash out at any moment to win your stake times the multiplier at the moment your request reaches our server. A cash-out that arrives exactly at the crash point is paid.',
      'If the multiplier crashes before you cash out, the bet is lost.',
      'The chance that a round reaches multiplier m is 0.99/m: 2.00× is reached in 49.5% of rounds, and about 2 rounds in 100 end at once at 1.00×.',
      'If a round’s total payout could exceed the maximum payout, the round ends early at that multiplier for everyone still in, and they are paid at it.',
      'Every round is fixed in advance by a public hash chain: before the first round we announce the chain’s last hash with the height of a bitcoin block not yet mined, and that block’s hash becomes the salt — nobody knew it when the chain was chosen; rounds start only once the salt is entered. After each round we reveal its hash, whose SHA-256 is the previous round’s hash, and the crash point follows from HMAC-SHA256(hash, salt). In the demo the salt is made locally, and the verifier says so.',
      'If a round cannot start (a server failure during the countdown), every bet on it is refunded; a round already running ends at its fixed crash point.',
    ],
  },
  kz: {
    name: 'Краш',
    tagline: 'Көбейткіш құламай тұрып ұтысты алып үлгеріңіз',
    description:
      'Көбейткіш 1,00×-тан басталып, раунд басталмай тұрып белгіленген нүктеде құлағанша өседі. Уақытында алсаңыз, бәсіңіз экрандағы мәнге көбейеді; кешіксеңіз, бәс ұтылады.',
    rules: [
      'Бәстер әр раунд алдындағы 5 секундтық кері санақ кезінде қабылданады; автоматты түрде алу көбейткішін де орнатуға болады (1,01×-тан бастап).',
      'Раунд басталғаннан кейін көбейткіш e^(0,00006·t) заңымен өседі, t — басталғаннан бергі миллисекундтар: 2,00×-қа шамамен 11,6 секундта жетеді.',
      'Кез келген сәтте «Алу» батырмасын басыңыз: ұтыс бәсті сұрауыңыз серверге жеткен сәттегі көбейткішке көбейткенге тең. Дәл құлау нүктесінде жеткен сұрау төленеді.',
      'Егер ұтысты алмай тұрып көбейткіш құласа, бәс ұтылады.',
      'Раундтың m көбейткішіне жету ықтималдығы 0,99/m: 2,00×-қа раундтардың 49,5%-ы жетеді, ал шамамен 100 раундтың екеуі бірден 1,00×-та аяқталады.',
      'Егер раундтың жалпы төлемі ең жоғары төлемнен асып кетуі мүмкін болса, раунд ойында қалғандардың бәрі үшін сол көбейткіште мерзімінен бұрын аяқталып, ұтыс соған сай төленеді.',
      'Барлық раунд алдын ала ашық хеш тізбегімен белгіленген: бірінші раундқа дейін тізбектің соңғы хешін әлі өндірілмеген биткоин блогының нөмірімен бірге жариялаймыз, ал тұз (salt) сол блоктың хеші болады — тізбек таңдалғанда оны ешкім білмеді; раундтар тұз енгізілгеннен кейін ғана басталады. Әр раундтан кейін оның хешін ашамыз, оның SHA-256 мәні алдыңғы раундтың хешіне тең, ал құлау нүктесі HMAC-SHA256(хеш, тұз) арқылы есептеледі. Демода тұз жергілікті жасалады және тексеру беті мұны айтады.',
      'Егер раунд басталмай қалса (кері санақ кезінде сервер ақауы), оған қойылған барлық бәс қайтарылады; жүріп жатқан раунд алдын ала белгіленген құлау нүктесінде аяқталады.',
    ],
  },
  br: {
    name: 'Crash',
    tagline: 'Retire antes que o multiplicador despenque',
    description:
      'O multiplicador começa em 1,00× e sobe até cair em um ponto definido antes do início da rodada. Retire a tempo e sua aposta é multiplicada pelo valor na tela; se esperar demais, perde a aposta.',
    rules: [
      'As apostas são aceitas durante a contagem regressiva de 5 segundos antes de cada rodada; você também pode definir um multiplicador de retirada automática (a partir de 1,01×).',
      'Quando a rodada começa, o multiplicador cresce como e^(0,00006·t), t em milissegundos desde o início: 2,00× em cerca de 11,6 s.',
      'Clique em Retirar a qualquer momento para ganhar o valor apostado vezes o multiplicador do instante em que seu pedido chega ao nosso servidor. Uma retirada que chega exatamente no ponto de queda é paga.',
      'Se o multiplicador cair antes da sua retirada, a aposta é perdida.',
      'A chance de uma rodada alcançar o multiplicador m é 0,99/m: 2,00× é alcançado em 49,5% das rodadas, e cerca de 2 rodadas em 100 terminam logo em 1,00×.',
      'Se o pagamento total de uma rodada puder passar do pagamento máximo, a rodada termina antes, nesse multiplicador, para todos que ainda estão nela, e eles recebem por ele.',
      'Todas as rodadas são fixadas de antemão por uma cadeia de hashes pública: antes da primeira rodada anunciamos o último hash da cadeia com a altura de um bloco de bitcoin ainda não minerado, e o hash desse bloco vira o salt — ninguém o conhecia quando a cadeia foi escolhida; as rodadas só começam depois que o salt é inserido. Depois de cada rodada revelamos seu hash, cujo SHA-256 é o hash da rodada anterior, e o ponto de queda resulta de HMAC-SHA256(hash, salt). Na demo o salt é gerado localmente, e o verificador avisa.',
      'Se uma rodada não puder começar (falha do servidor durante a contagem), todas as apostas nela são devolvidas; uma rodada já em andamento termina no seu ponto de queda fixado.',
    ],
  },
  hi: {
    name: 'क्रैश',
    tagline: 'मल्टीप्लायर गिरने से पहले कैश आउट करें',
    description:
      'मल्टीप्लायर 1.00× से शुरू होकर तब तक बढ़ता है, जब तक वह राउंड शुरू होने से पहले तय किए गए बिंदु पर क्रैश नहीं हो जाता। समय पर कैश आउट करें तो आपका दांव स्क्रीन पर दिख रहे मान से गुणा हो जाएगा; ज़्यादा देर की तो दांव हार जाएंगे।',
    rules: [
      'हर राउंड से पहले 5 सेकंड की उलटी गिनती के दौरान दांव लिए जाते हैं; आप ऑटो कैश-आउट मल्टीप्लायर (1.01× या अधिक) भी सेट कर सकते हैं।',
      'राउंड शुरू होने पर मल्टीप्लायर e^(0.00006·t) के अनुसार बढ़ता है, t शुरुआत से मिलीसेकंड में: लगभग 11.6 सेकंड में 2.00×।',
      'किसी भी समय “कैश आउट” दबाएं: जीत आपके दांव और उस पल के मल्टीप्लायर का गुणनफल है जब आपका अनुरोध हमारे सर्वर तक पहुंचता है। ठीक क्रैश बिंदु पर पहुंचा अनुरोध भी भुगतान पाता है।',
      'अगर आपके कैश आउट से पहले क्रैश हो गया, तो दांव हार जाते हैं।',
      'किसी राउंड के m मल्टीप्लायर तक पहुंचने की संभावना 0.99/m है: 49.5% राउंड 2.00× तक पहुंचते हैं, और लगभग 100 में से 2 राउंड तुरंत 1.00× पर खत्म हो जाते हैं।',
      'अगर किसी राउंड का कुल भुगतान अधिकतम भुगतान से ज़्यादा हो सकता है, तो राउंड उसी मल्टीप्लायर पर सभी बचे खिलाड़ियों के लिए पहले ही खत्म हो जाता है, और उन्हें उसी पर भुगतान मिलता है।',
      'हर राउंड एक सार्वजनिक हैश चेन से पहले ही तय है: पहले राउंड से पहले हम चेन का आखिरी हैश एक ऐसे बिटकॉइन ब्लॉक की ऊँचाई के साथ घोषित करते हैं जो अभी माइन नहीं हुआ, और उसी ब्लॉक का हैश सॉल्ट बनता है — चेन चुनते समय उसे कोई नहीं जानता था; सॉल्ट दर्ज होने के बाद ही राउंड शुरू होते हैं। हर राउंड के बाद उसका हैश खोलते हैं, जिसका SHA-256 पिछले राउंड का हैश है, और क्रैश बिंदु HMAC-SHA256(हैश, सॉल्ट) से निकलता है। डेमो में सॉल्ट स्थानीय रूप से बनता है, और जाँच पैनल यह बताता है।',
      'अगर कोई राउंड शुरू नहीं हो पाया (उलटी गिनती के दौरान सर्वर की खराबी), तो उस पर लगे सभी दांव लौटा दिए जाते हैं; चल रहा राउंड अपने तय क्रैश बिंदु पर खत्म होता है।',
    ],
  },
};

import type { GameInfo, Localized } from '../kit/types';

/** What the miner game is called and how it plays, in every language. */
export const content: Localized<GameInfo> = {
  ru: {
    name: 'Минёр',
    tagline: 'Открывайте клетки, обходите мины, забирайте выигрыш',
    description:
      'На поле 5×5 из 25 клеток спрятано столько мин, сколько вы выберете. Каждая открытая безопасная клетка повышает множитель, а когда остановиться и забрать выигрыш — решаете вы.',
    rules: [
      'Перед началом выберите ставку и количество мин — от 1 до 24.',
      'Расположение мин определяется честным алгоритмом до того, как вы откроете первую клетку.',
      'Открывайте клетки по одной: каждая безопасная клетка увеличивает множитель.',
      'После первой безопасной клетки можно в любой момент забрать выигрыш — ставку × текущий множитель.',
      'Если открыть клетку с миной, игра заканчивается, а ставка проигрывает.',
      'Множитель равен 0,99, делённому на вероятность открыть подряд столько безопасных клеток, поэтому чем больше мин, тем быстрее он растёт.',
    ],
  },
  en: {
    name: 'Miner',
    tagline: 'Open safe tiles, dodge the mines, cash out any time',
    description:
      'A 5×5 field of 25 tiles hides as many mines as you choose. Every safe tile you open raises the multiplier, and you decide when to stop and take the winnings.',
    rules: [
      'Before the game starts, choose your stake and the number of mines, from 1 to 24.',
      'Mine positions are fixed by the provably fair result before you open the first tile.',
      'Open tiles one at a time: each safe tile increases the multiplier.',
      'After your first safe tile, cash out at any moment to win stake × current multiplier.',
      'Hitting a mine ends the game and the bet is lost.',
      'The multiplier equals 0.99 divided by the probability of opening that many safe tiles in a row, so more mines make it grow faster.',
    ],
  },
  kz: {
    name: 'Минер',
    tagline: 'Қауіпсіз шаршыларды ашып, миналардан сақтаныңыз',
    description:
      '25 шаршыдан тұратын 5×5 алаңда сіз таңдаған санда мина жасырылған. Ашылған әр қауіпсіз шаршы көбейткішті арттырады, ал қашан тоқтап, ұтысты алуды өзіңіз шешесіз.',
    rules: [
      'Ойын басталар алдында бәс сомасын және мина санын таңдаңыз — 1-ден 24-ке дейін.',
      'Миналардың орны бірінші шаршыны ашпай тұрып-ақ адал алгоритммен анықталады.',
      'Шаршыларды бір-бірлеп ашыңыз: әр қауіпсіз шаршы көбейткішті арттырады.',
      'Бірінші қауіпсіз шаршыдан кейін кез келген сәтте ұтысты ала аласыз: бәс × ағымдағы көбейткіш.',
      'Мина бар шаршыны ашсаңыз, ойын аяқталады және бәс ұтылады.',
      'Көбейткіш 0,99-ды қатарынан сонша қауіпсіз шаршыны ашу ықтималдығына бөлгенге тең, сондықтан мина көп болған сайын ол тезірек өседі.',
    ],
  },
  br: {
    name: 'Minas',
    tagline: 'Abra casas seguras, fuja das minas e retire quando quiser',
    description:
      'Um campo 5×5 com 25 casas esconde a quantidade de minas que você escolher. Cada casa segura aberta aumenta o multiplicador, e é você quem decide a hora de parar e levar o prêmio.',
    rules: [
      'Antes de começar, escolha a aposta e o número de minas — de 1 a 24.',
      'As posições das minas são definidas pelo resultado comprovadamente justo antes de você abrir a primeira casa.',
      'Abra as casas uma a uma: cada casa segura aumenta o multiplicador.',
      'Depois da primeira casa segura, você pode retirar a qualquer momento e receber aposta × multiplicador atual.',
      'Se abrir uma mina, o jogo termina e a aposta é perdida.',
      'O multiplicador é 0,99 dividido pela probabilidade de abrir essa quantidade de casas seguras seguidas, por isso, quanto mais minas, mais rápido ele cresce.',
    ],
  },
  hi: {
    name: 'माइनर',
    tagline: 'सुरक्षित टाइलें खोलें, माइंस से बचें, कभी भी कैश आउट करें',
    description:
      '25 टाइलों वाले 5×5 मैदान में उतनी माइंस छिपी होती हैं, जितनी आप चुनते हैं। हर सुरक्षित टाइल मल्टीप्लायर बढ़ाती है, और कब रुककर जीत लेनी है — यह आप तय करते हैं।',
    rules: [
      'खेल शुरू करने से पहले दांव और माइंस की संख्या (1 से 24 तक) चुनें।',
      'पहली टाइल खोलने से पहले ही प्रमाणित रूप से निष्पक्ष परिणाम से माइंस की जगह तय हो जाती है।',
      'एक-एक करके टाइलें खोलें: हर सुरक्षित टाइल मल्टीप्लायर बढ़ाती है।',
      'पहली सुरक्षित टाइल के बाद किसी भी समय कैश आउट करें और दांव × मौजूदा मल्टीप्लायर पाएं।',
      'माइन वाली टाइल खुलते ही खेल खत्म हो जाता है और दांव हार जाते हैं।',
      'मल्टीप्लायर 0.99 को लगातार उतनी सुरक्षित टाइलें खोलने की संभावना से भाग देने पर मिलता है, इसलिए माइंस जितनी ज़्यादा, मल्टीप्लायर उतनी तेज़ी से बढ़ता है।',
    ],
  },
};

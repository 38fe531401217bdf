import type { GameInfo, Localized } from './types';

type GameInfoSlug =
  | 'crash'
  | 'dice'
  | 'miner'
  | 'coinflip'
  | 'keno'
  | 'hilo'
  | 'roulette'
  | 'cases'
  | 'rooms'
  | 'slots'
  | 'live-casino'
  | 'betting';

export const GAME_INFO: Record<GameInfoSlug, Localized<GameInfo>> = {
  crash: {
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
  },

  dice: {
    ru: {
      name: 'Дайс',
      tagline: 'Выберите шанс и бросьте число от 0,00 до 100,00',
      description:
        'Задайте шанс выигрыша и бросьте число от 0,00 до 100,00. Чем ниже шанс, тем выше множитель — от почти равных ставок до рискованных бросков с выигрышем в сотни и даже тысячи раз больше ставки.',
      rules: [
        'Выберите шанс выигрыша и направление: «меньше» или «больше» заданного числа.',
        'Множитель равен (100 − 1) / шанс: например, при шансе 49,5% он составляет 2,00×, при шансе 10% — 9,90×.',
        'Каждый бросок даёт число от 0,00 до 100,00; если оно попало в ваш диапазон, вы получаете ставку × множитель, иначе ставка проигрывает.',
        'Преимущество казино в 1% уже заложено в множитель, поэтому ожидаемый возврат составляет 99% при любом шансе.',
        'Каждый бросок вычисляется из серверного сида, вашего клиентского сида и nonce, и его можно проверить в разделе честной игры.',
      ],
    },
    en: {
      name: 'Dice',
      tagline: 'Set your chance and roll from 0.00 to 100.00',
      description:
        'Choose your win chance and roll a number from 0.00 to 100.00. The lower the chance, the higher the multiplier — from safe near-even bets to long shots that pay hundreds or even thousands of times the stake.',
      rules: [
        'Choose a win chance and a direction: roll under or roll over the target number.',
        'The multiplier is (100 − 1) / chance: for example, a 49.5% chance pays 2.00× and a 10% chance pays 9.90×.',
        'Each roll produces a number from 0.00 to 100.00; if it lands in your range, you win stake × multiplier, otherwise the bet is lost.',
        'The 1% house edge is built into the multiplier, so the expected return is 99% at any chance.',
        'Every roll is derived from the server seed, your client seed and the nonce and can be checked in the fairness section.',
      ],
    },
    kz: {
      name: 'Дайс',
      tagline: 'Мүмкіндікті таңдап, 0,00–100,00 санын лақтырыңыз',
      description:
        'Ұту ықтималдығын таңдап, 0,00-ден 100,00-ге дейінгі санды лақтырыңыз. Ықтималдық неғұрлым төмен болса, көбейткіш соғұрлым жоғары: сақ бәстерден бастап бәсті жүздеген, тіпті мыңдаған есе арттыратын тәуекелді лақтыруларға дейін.',
      rules: [
        'Ұту ықтималдығы мен бағытты таңдаңыз: белгіленген саннан «кіші» немесе «үлкен».',
        'Көбейткіш (100 − 1) / ықтималдық формуласымен есептеледі: мысалы, 49,5% ықтималдықта ол 2,00×, ал 10%-да 9,90× болады.',
        'Әр лақтыру 0,00-ден 100,00-ге дейінгі сан береді; ол сіздің аралығыңызға түссе, бәс × көбейткіш төленеді, әйтпесе бәс ұтылады.',
        'Казиноның 1% артықшылығы көбейткішке енгізілген, сондықтан кез келген ықтималдықта күтілетін қайтарым 99% құрайды.',
        'Әр лақтыру сервер сидінен, сіздің клиенттік сидіңізден және нонстан есептеледі, оны адал ойын бөлімінде тексеруге болады.',
      ],
    },
    br: {
      name: 'Dados',
      tagline: 'Escolha sua chance e role de 0,00 a 100,00',
      description:
        'Defina sua chance de vitória e role um número de 0,00 a 100,00. Quanto menor a chance, maior o multiplicador — de apostas quase equilibradas a jogadas arriscadas que pagam centenas ou até milhares de vezes a aposta.',
      rules: [
        'Escolha a chance de vitória e a direção: abaixo ou acima do número-alvo.',
        'O multiplicador é (100 − 1) / chance: por exemplo, 49,5% de chance paga 2,00× e 10% paga 9,90×.',
        'Cada rolagem gera um número de 0,00 a 100,00; se cair na sua faixa, você recebe aposta × multiplicador, caso contrário perde a aposta.',
        'A vantagem da casa de 1% já está embutida no multiplicador, então o retorno esperado é de 99% em qualquer chance.',
        'Cada rolagem é calculada a partir da semente do servidor, da sua semente de cliente e do nonce e pode ser conferida na seção de jogo justo.',
      ],
    },
    hi: {
      name: 'डाइस',
      tagline: 'अपनी संभावना चुनें और 0.00 से 100.00 तक रोल करें',
      description:
        'जीत की संभावना तय करें और 0.00 से 100.00 के बीच एक संख्या रोल करें। संभावना जितनी कम, मल्टीप्लायर उतना ज़्यादा — लगभग बराबरी वाले सुरक्षित दांवों से लेकर ऐसे जोखिम भरे दांवों तक, जो दांव का सैकड़ों या हज़ारों गुना देते हैं।',
      rules: [
        'जीत की संभावना और दिशा चुनें: लक्ष्य संख्या से कम या ज़्यादा।',
        'मल्टीप्लायर = (100 − 1) / संभावना: जैसे 49.5% संभावना पर 2.00× और 10% पर 9.90×।',
        'हर रोल 0.00 से 100.00 के बीच एक संख्या देता है; अगर वह आपकी सीमा में आती है तो आपको दांव × मल्टीप्लायर मिलता है, वरना दांव हार जाते हैं।',
        '1% हाउस एज मल्टीप्लायर में ही शामिल है, इसलिए किसी भी संभावना पर अपेक्षित रिटर्न 99% है।',
        'हर रोल सर्वर सीड, आपके क्लाइंट सीड और नॉन्स से निकाला जाता है और निष्पक्षता अनुभाग में जांचा जा सकता है।',
      ],
    },
  },

  miner: {
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
  },

  coinflip: {
    ru: {
      name: 'Монетка',
      tagline: 'Орёл или решка: угадайте и получите 1,98×',
      description:
        'Самая простая игра в лобби: выберите орла или решку и подбросьте монету. У каждой стороны ровно 50% шанса, а верный выбор приносит 1,98× от ставки.',
      rules: [
        'Выберите ставку и сторону монеты: орёл или решка.',
        'Вероятность выпадения каждой стороны — ровно 50%.',
        'Если монета упала вашей стороной, вы получаете 1,98× от ставки, иначе ставка проигрывает.',
        'Выплата 1,98× отражает преимущество казино в 1%: ожидаемый возврат составляет 99%.',
        'Результат каждого броска вычисляется из ваших сидов и nonce и доступен для проверки.',
      ],
    },
    en: {
      name: 'Coinflip',
      tagline: 'Heads or tails: call it right and win 1.98×',
      description:
        'The simplest game in the lobby: pick heads or tails and flip the coin. Each side has an equal 50% chance, and a correct call pays 1.98× your stake.',
      rules: [
        'Choose your stake and pick a side: heads or tails.',
        'Each side has exactly a 50% chance.',
        'If the coin lands on your side, you win 1.98× the stake; otherwise the bet is lost.',
        'The 1.98× payout reflects the 1% house edge: the expected return is 99%.',
        'The result of every flip is derived from your seeds and the nonce and can be verified.',
      ],
    },
    kz: {
      name: 'Тиын лақтыру',
      tagline: 'Елтаңба ма, сан ба: дұрыс болжап, 1,98× ұтыңыз',
      description:
        'Лобидегі ең қарапайым ойын: елтаңбаны немесе санды таңдап, тиынды лақтырыңыз. Әр жақтың түсу ықтималдығы бірдей — 50%, ал дұрыс болжам бәсті 1,98 есе арттырады.',
      rules: [
        'Бәс сомасын және тиынның жағын таңдаңыз: елтаңба немесе сан.',
        'Әр жақтың түсу ықтималдығы дәл 50%.',
        'Тиын сіз таңдаған жағымен түссе, бәстің 1,98× мөлшерін аласыз, әйтпесе бәс ұтылады.',
        '1,98× төлем казиноның 1% артықшылығын ескереді: күтілетін қайтарым — 99%.',
        'Әр лақтырудың нәтижесі сіздің сидтеріңіз бен нонстан есептеледі және оны тексеруге болады.',
      ],
    },
    br: {
      name: 'Cara ou Coroa',
      tagline: 'Cara ou coroa: acerte e ganhe 1,98×',
      description:
        'O jogo mais simples do lobby: escolha cara ou coroa e jogue a moeda. Cada lado tem exatamente 50% de chance, e um palpite certo paga 1,98× a aposta.',
      rules: [
        'Escolha o valor da aposta e um lado: cara ou coroa.',
        'Cada lado tem exatamente 50% de chance.',
        'Se a moeda cair no seu lado, você ganha 1,98× a aposta; caso contrário, perde a aposta.',
        'O pagamento de 1,98× reflete a vantagem da casa de 1%: o retorno esperado é de 99%.',
        'O resultado de cada lançamento é calculado a partir das suas sementes e do nonce e pode ser verificado.',
      ],
    },
    hi: {
      name: 'कॉइनफ्लिप',
      tagline: 'चित या पट: सही अनुमान लगाएं और 1.98× जीतें',
      description:
        'लॉबी का सबसे आसान खेल: चित या पट चुनें और सिक्का उछालें। दोनों तरफ़ की संभावना बराबर 50% है, और सही अनुमान पर दांव का 1.98× मिलता है।',
      rules: [
        'दांव की राशि और सिक्के की तरफ़ चुनें: चित या पट।',
        'हर तरफ़ के आने की संभावना ठीक 50% है।',
        'सिक्का आपकी चुनी हुई तरफ़ गिरे तो आप दांव का 1.98× जीतते हैं, वरना दांव हार जाते हैं।',
        '1.98× भुगतान में 1% हाउस एज शामिल है: अपेक्षित रिटर्न 99% है।',
        'हर उछाल का परिणाम आपके सीड और नॉन्स से निकाला जाता है और इसकी जांच की जा सकती है।',
      ],
    },
  },

  keno: {
    ru: {
      name: 'Кено',
      tagline: 'Выберите до 10 чисел из 40 и следите за тиражом',
      description:
        'Отметьте счастливые числа на поле из 40 клеток — затем случайным образом выпадают 10 из них. Чем больше ваших чисел совпало, тем крупнее выплата по таблице выигрышей.',
      rules: [
        'Выберите от 1 до 10 чисел на поле из 40 клеток.',
        'В каждом розыгрыше выпадают 10 разных чисел из 40.',
        'Выигрыш равен ставке, умноженной на коэффициент из таблицы выплат для вашего количества выбранных чисел и совпадений.',
        'Таблица выплат для текущего выбора видна до ставки; если для вашего числа совпадений указано 0×, ставка проигрывает.',
        'Выпавшие числа вычисляются из серверного сида, вашего клиентского сида и nonce и доступны для проверки.',
      ],
    },
    en: {
      name: 'Keno',
      tagline: 'Pick up to 10 numbers out of 40 and watch the draw',
      description:
        'Mark your lucky numbers on a board of 40 squares, then 10 numbers are drawn at random. The more of your picks are hit, the bigger the payout from the paytable.',
      rules: [
        'Pick from 1 to 10 numbers on the 40-square board.',
        'Every round draws 10 different numbers out of 40.',
        'Your win is the stake times the paytable multiplier for the number of picks you made and the number of hits.',
        'The paytable for your current selection is shown before you bet; if it shows 0× for your number of hits, the bet is lost.',
        'The drawn numbers are derived from the server seed, your client seed and the nonce and can be verified.',
      ],
    },
    kz: {
      name: 'Кено',
      tagline: '40 саннан 10-ға дейін таңдап, тиражды бақылаңыз',
      description:
        '40 шаршыдан тұратын алаңда бақытты сандарыңызды белгілеңіз — содан кейін олардың 10-ы кездейсоқ түрде шығады. Таңдаған сандарыңыздың көбі сәйкес келген сайын, төлем кестесі бойынша ұтыс та үлкен болады.',
      rules: [
        '40 шаршылы алаңнан 1-ден 10-ға дейін сан таңдаңыз.',
        'Әр тиражда 40 саннан 10 түрлі сан шығады.',
        'Ұтыс бәс сомасын таңдалған сандар мен сәйкестіктер санына сай төлем кестесіндегі коэффициентке көбейткенге тең.',
        'Ағымдағы таңдауыңыздың төлем кестесі бәс қойылғанға дейін көрсетіледі; сәйкестіктер саныңызға 0× көрсетілсе, бәс ұтылады.',
        'Шыққан сандар сервер сидінен, клиенттік сидіңізден және нонстан есептеледі, оларды тексеруге болады.',
      ],
    },
    br: {
      name: 'Keno',
      tagline: 'Escolha até 10 números de 40 e acompanhe o sorteio',
      description:
        'Marque seus números da sorte em um painel de 40 casas e veja 10 números serem sorteados ao acaso. Quanto mais acertos, maior o prêmio segundo a tabela de pagamentos.',
      rules: [
        'Escolha de 1 a 10 números no painel de 40 casas.',
        'Em cada rodada são sorteados 10 números diferentes entre os 40.',
        'O prêmio é a aposta multiplicada pelo valor da tabela de pagamentos para a quantidade de números escolhidos e de acertos.',
        'A tabela da sua seleção aparece antes da aposta; se ela indicar 0× para o seu número de acertos, a aposta é perdida.',
        'Os números sorteados são calculados a partir da semente do servidor, da sua semente de cliente e do nonce e podem ser verificados.',
      ],
    },
    hi: {
      name: 'केनो',
      tagline: '40 में से 10 तक नंबर चुनें और ड्रॉ देखें',
      description:
        '40 खानों वाले बोर्ड पर अपने भाग्यशाली नंबर चुनें, फिर 10 नंबर यादृच्छिक रूप से निकाले जाते हैं। जितने ज़्यादा नंबर मेल खाएंगे, भुगतान तालिका के अनुसार जीत उतनी ही बड़ी होगी।',
      rules: [
        '40 खानों वाले बोर्ड पर 1 से 10 तक नंबर चुनें।',
        'हर ड्रॉ में 40 में से 10 अलग-अलग नंबर निकाले जाते हैं।',
        'जीत = दांव × भुगतान तालिका का गुणक, जो आपके चुने गए नंबरों और मेल खाने वाले नंबरों की संख्या पर निर्भर करता है।',
        'आपके चयन की भुगतान तालिका दांव से पहले दिखाई जाती है; अगर आपके मेल की संख्या के लिए 0× लिखा है, तो दांव हार जाते हैं।',
        'निकाले गए नंबर सर्वर सीड, आपके क्लाइंट सीड और नॉन्स से तय होते हैं और इनकी जांच की जा सकती है।',
      ],
    },
  },

  hilo: {
    ru: {
      name: 'Хай-Лоу',
      tagline: 'Следующая карта будет старше или младше?',
      description:
        'Карта открывается лицом вверх, а вы угадываете, будет ли следующая старше или младше. Угадывайте подряд, чтобы наращивать множитель, и забирайте выигрыш, когда захотите.',
      rules: [
        'Сделайте ставку — первая карта откроется лицом вверх.',
        'Угадайте, будет ли следующая карта старше или младше текущей.',
        'Шанс и множитель для каждого варианта показаны на кнопках до выбора: чем менее вероятен исход, тем выше множитель.',
        'Каждое верное предсказание увеличивает текущий выигрыш; ошибка завершает игру, и ставка проигрывает.',
        'Забрать выигрыш можно после любого верного предсказания.',
        'Каждая карта вычисляется из честного результата независимо от предыдущих, поэтому уже открытые карты не влияют на шансы следующей.',
      ],
    },
    en: {
      name: 'HiLo',
      tagline: 'Will the next card be higher or lower?',
      description:
        'A card is dealt face up, and you guess whether the next one will be higher or lower. Chain correct guesses to grow the multiplier and collect whenever you like.',
      rules: [
        'Place your stake and the first card is dealt face up.',
        'Guess whether the next card will be higher or lower than the current one.',
        'The win chance and multiplier of each option are shown on the buttons before you choose: the less likely the outcome, the higher the multiplier.',
        'Each correct guess multiplies your running win; a wrong guess ends the game and the bet is lost.',
        'You can collect your winnings after any correct guess.',
        'Every card is derived from the provably fair result independently of the previous ones, so cards already shown do not change the odds of the next.',
      ],
    },
    kz: {
      name: 'Жоғары-төмен',
      tagline: 'Келесі карта жоғары ма, әлде төмен бе?',
      description:
        'Бір карта бетімен ашылады, ал сіз келесі картаның одан жоғары не төмен болатынын болжайсыз. Қатарынан дұрыс болжап, көбейткішті арттырыңыз және ұтысты қалаған кезде алыңыз.',
      rules: [
        'Бәс қойыңыз — бірінші карта бетімен ашылады.',
        'Келесі карта ағымдағы картадан жоғары ма, төмен бе — болжаңыз.',
        'Әр нұсқаның ықтималдығы мен көбейткіші таңдау алдында батырмаларда көрсетіледі: нәтиженің ықтималдығы неғұрлым аз болса, көбейткіш соғұрлым жоғары.',
        'Әр дұрыс болжам ағымдағы ұтысты арттырады; қате болжам ойынды аяқтайды және бәс ұтылады.',
        'Ұтысты кез келген дұрыс болжамнан кейін алуға болады.',
        'Әр карта адал нәтижеден алдыңғыларына тәуелсіз есептеледі, сондықтан ашылған карталар келесі картаның ықтималдығына әсер етпейді.',
      ],
    },
    br: {
      name: 'Maior ou Menor',
      tagline: 'A próxima carta será maior ou menor?',
      description:
        'Uma carta é revelada e você palpita se a próxima será maior ou menor. Encadeie acertos para aumentar o multiplicador e retire quando quiser.',
      rules: [
        'Faça sua aposta e a primeira carta será revelada.',
        'Palpite se a próxima carta será maior ou menor que a atual.',
        'A chance e o multiplicador de cada opção aparecem nos botões antes da escolha: quanto menos provável o resultado, maior o multiplicador.',
        'Cada acerto aumenta o prêmio acumulado; um erro encerra o jogo e a aposta é perdida.',
        'Você pode retirar o prêmio depois de qualquer acerto.',
        'Cada carta é gerada pelo resultado comprovadamente justo de forma independente das anteriores, então as cartas já reveladas não mudam as chances da próxima.',
      ],
    },
    hi: {
      name: 'हाई-लो',
      tagline: 'अगला पत्ता बड़ा होगा या छोटा?',
      description:
        'एक पत्ता खुलकर सामने आता है, और आपको अनुमान लगाना होता है कि अगला पत्ता उससे बड़ा होगा या छोटा। लगातार सही अनुमान लगाकर मल्टीप्लायर बढ़ाएं और जब चाहें अपनी जीत ले लें।',
      rules: [
        'दांव लगाएं — पहला पत्ता खुलकर सामने आएगा।',
        'अनुमान लगाएं कि अगला पत्ता मौजूदा पत्ते से बड़ा होगा या छोटा।',
        'हर विकल्प की संभावना और मल्टीप्लायर चुनने से पहले बटनों पर दिखाए जाते हैं: परिणाम जितना कम संभावित, मल्टीप्लायर उतना ज़्यादा।',
        'हर सही अनुमान आपकी मौजूदा जीत बढ़ाता है; गलत अनुमान पर खेल खत्म हो जाता है और दांव हार जाते हैं।',
        'किसी भी सही अनुमान के बाद आप अपनी जीत ले सकते हैं।',
        'हर पत्ता प्रमाणित रूप से निष्पक्ष परिणाम से पिछले पत्तों से स्वतंत्र रूप से निकाला जाता है, इसलिए खुल चुके पत्ते अगले पत्ते की संभावना नहीं बदलते।',
      ],
    },
  },

  roulette: {
    ru: {
      name: 'Рулетка',
      tagline: 'Европейская рулетка с одним зеро',
      description:
        'Классическая европейская рулетка на 37 секторов: числа от 1 до 36 и одно зеро. Ставьте на число, группу чисел, цвет или дюжину — остальное решит шарик.',
      rules: [
        'На колесе 37 секторов: зеро и числа от 1 до 36, поровну красных и чёрных; зеро — зелёное.',
        'Ставки на числа: на одно число — 35 к 1, сплит (два числа) — 17 к 1, стрит (три) — 11 к 1, угол (четыре) — 8 к 1, линия (шесть) — 5 к 1.',
        'Внешние ставки: дюжины и колонки — 2 к 1; красное/чёрное, чёт/нечет и 1–18/19–36 — 1 к 1.',
        'При выпадении зеро все внешние ставки проигрывают.',
        'За один спин можно сделать несколько ставок; каждая рассчитывается отдельно.',
        'Выигрышное число вычисляется из серверного сида, вашего клиентского сида и nonce и доступно для проверки.',
      ],
    },
    en: {
      name: 'Roulette',
      tagline: 'European roulette with a single zero',
      description:
        'Classic European roulette with 37 pockets: the numbers 1 to 36 and a single zero. Bet on a number, a group of numbers, a color or a dozen, and let the ball decide the rest.',
      rules: [
        'The wheel has 37 pockets: zero and the numbers 1–36, split evenly between red and black; zero is green.',
        'Inside bets: a single number pays 35 to 1, a split (two numbers) 17 to 1, a street (three) 11 to 1, a corner (four) 8 to 1, a six line 5 to 1.',
        'Outside bets: dozens and columns pay 2 to 1; red/black, even/odd and 1–18/19–36 pay 1 to 1.',
        'When zero comes up, all outside bets lose.',
        'You can place several bets on one spin; each is settled separately.',
        'The winning number is derived from the server seed, your client seed and the nonce and can be verified.',
      ],
    },
    kz: {
      name: 'Рулетка',
      tagline: 'Бір нөлі бар еуропалық рулетка',
      description:
        '37 ұяшықты классикалық еуропалық рулетка: 1-ден 36-ға дейінгі сандар және бір нөл. Санға, сандар тобына, түске немесе дюжинаға бәс тігіңіз — қалғанын шар шешеді.',
      rules: [
        'Дөңгелекте 37 ұяшық бар: нөл және 1-ден 36-ға дейінгі сандар, олардың жартысы қызыл, жартысы қара; нөл — жасыл.',
        'Сандарға бәстер: бір санға — 35:1, екі санға (сплит) — 17:1, үш санға (стрит) — 11:1, төрт санға (бұрыш) — 8:1, алты санға (қатар) — 5:1.',
        'Сыртқы бәстер: дюжиналар мен бағандар — 2:1; қызыл/қара, жұп/тақ және 1–18/19–36 — 1:1.',
        'Нөл шықса, барлық сыртқы бәстер ұтылады.',
        'Бір айналымда бірнеше бәс қоюға болады; әрқайсысы бөлек есептеледі.',
        'Ұтқан сан сервер сидінен, клиенттік сидіңізден және нонстан есептеледі, оны тексеруге болады.',
      ],
    },
    br: {
      name: 'Roleta',
      tagline: 'Roleta europeia com um único zero',
      description:
        'A clássica roleta europeia com 37 casas: números de 1 a 36 e um único zero. Aposte em um número, em um grupo de números, em uma cor ou em uma dúzia — a bolinha decide o resto.',
      rules: [
        'A roda tem 37 casas: o zero e os números de 1 a 36, metade vermelhos e metade pretos; o zero é verde.',
        'Apostas internas: número pleno paga 35 para 1, cavalo (dois números) 17 para 1, rua (três) 11 para 1, quadra (quatro) 8 para 1, linha (seis) 5 para 1.',
        'Apostas externas: dúzias e colunas pagam 2 para 1; vermelho/preto, par/ímpar e 1–18/19–36 pagam 1 para 1.',
        'Quando sai o zero, todas as apostas externas perdem.',
        'Você pode fazer várias apostas no mesmo giro; cada uma é liquidada separadamente.',
        'O número vencedor é calculado a partir da semente do servidor, da sua semente de cliente e do nonce e pode ser verificado.',
      ],
    },
    hi: {
      name: 'रूलेट',
      tagline: 'एक ज़ीरो वाला यूरोपीय रूलेट',
      description:
        '37 खानों वाला क्लासिक यूरोपीय रूलेट: 1 से 36 तक के नंबर और एक ज़ीरो। किसी नंबर, नंबरों के समूह, रंग या दर्जन पर दांव लगाएं — बाकी गेंद तय करेगी।',
      rules: [
        'पहिये में 37 खाने हैं: ज़ीरो और 1 से 36 तक के नंबर, जिनमें आधे लाल और आधे काले हैं; ज़ीरो हरा है।',
        'अंदरूनी दांव: एक नंबर पर 35:1, दो नंबर (स्प्लिट) पर 17:1, तीन (स्ट्रीट) पर 11:1, चार (कॉर्नर) पर 8:1, छह (लाइन) पर 5:1।',
        'बाहरी दांव: दर्जन और कॉलम पर 2:1; लाल/काला, सम/विषम और 1–18/19–36 पर 1:1।',
        'ज़ीरो आने पर सभी बाहरी दांव हार जाते हैं।',
        'एक स्पिन में कई दांव लगाए जा सकते हैं; हर दांव का निपटारा अलग से होता है।',
        'जीतने वाला नंबर सर्वर सीड, आपके क्लाइंट सीड और नॉन्स से निकाला जाता है और इसकी जांच की जा सकती है।',
      ],
    },
  },

  cases: {
    ru: {
      name: 'Кейсы',
      tagline: 'Откройте кейс и узнайте, что выпадет',
      description:
        'В каждом кейсе — набор предметов со своей стоимостью и опубликованным шансом выпадения. Откройте кейс, посмотрите, как крутится лента, и получите предмет, на котором она остановится.',
      rules: [
        'Выберите кейс: его цена и полное содержимое видны до открытия.',
        'У каждого предмета указан шанс выпадения; сумма шансов в кейсе всегда равна 100%.',
        'Цена кейса списывается с баланса в момент открытия.',
        'Результат — честное случайное число, которое попадает в диапазон одного из предметов; чем реже предмет, тем уже его диапазон.',
        'Выигранный предмет зачисляется на ваш аккаунт; его стоимость указана в содержимом кейса.',
        'Каждое открытие можно проверить по вашим сидам и nonce.',
      ],
    },
    en: {
      name: 'Cases',
      tagline: 'Open a case and see what drops',
      description:
        'Every case holds a set of items, each with its own value and a published drop chance. Open a case, watch the reel spin and get the item it stops on.',
      rules: [
        'Pick a case: its price and full contents are shown before you open it.',
        'Every item has a published drop chance; the chances in a case always add up to 100%.',
        'The price of the case is deducted from your balance when you open it.',
        "The result is a provably fair random number that falls into one item's range; the rarer the item, the narrower its range.",
        'The item you win is added to your account; its value is listed in the case contents.',
        'You can verify every opening with your seeds and the nonce.',
      ],
    },
    kz: {
      name: 'Кейстер',
      tagline: 'Кейсті ашып, не түсетінін біліңіз',
      description:
        'Әр кейсте өз құны мен жарияланған түсу ықтималдығы бар заттар жинағы болады. Кейсті ашып, лентаның айналуын бақылаңыз да, ол тоқтаған затты алыңыз.',
      rules: [
        'Кейсті таңдаңыз: оның бағасы мен толық мазмұны ашқанға дейін көрсетіледі.',
        'Әр заттың түсу ықтималдығы жарияланған; кейстегі ықтималдықтардың қосындысы әрқашан 100%.',
        'Кейстің бағасы ашқан сәтте балансыңыздан шегеріледі.',
        'Нәтиже — адал кездейсоқ сан, ол заттардың біреуінің ауқымына түседі; зат неғұрлым сирек болса, оның ауқымы соғұрлым тар.',
        'Ұтып алған зат аккаунтыңызға есептеледі; оның құны кейс мазмұнында көрсетілген.',
        'Әр ашылымды сидтеріңіз бен нонс арқылы тексеруге болады.',
      ],
    },
    br: {
      name: 'Caixas',
      tagline: 'Abra uma caixa e descubra o que vem',
      description:
        'Cada caixa reúne um conjunto de itens, cada um com seu valor e uma chance de saída publicada. Abra a caixa, veja a faixa de itens girar e receba o item em que ela parar.',
      rules: [
        'Escolha uma caixa: o preço e todo o conteúdo aparecem antes da abertura.',
        'Cada item tem uma chance de saída publicada; a soma das chances de uma caixa é sempre 100%.',
        'O preço da caixa é debitado do saldo no momento da abertura.',
        'O resultado é um número aleatório comprovadamente justo que cai na faixa de um dos itens; quanto mais raro o item, mais estreita a faixa.',
        'O item ganho é creditado na sua conta; o valor dele aparece no conteúdo da caixa.',
        'Cada abertura pode ser verificada com suas sementes e o nonce.',
      ],
    },
    hi: {
      name: 'केस',
      tagline: 'केस खोलें और देखें क्या निकलता है',
      description:
        'हर केस में कई आइटम होते हैं, जिनकी अपनी कीमत और प्रकाशित निकलने की संभावना होती है। केस खोलें, घूमती पट्टी देखें और जिस आइटम पर वह रुके, उसे पाएं।',
      rules: [
        'केस चुनें: खोलने से पहले उसकी कीमत और पूरी सामग्री दिखाई जाती है।',
        'हर आइटम की निकलने की संभावना प्रकाशित है; एक केस की सभी संभावनाओं का योग हमेशा 100% होता है।',
        'केस खोलते ही उसकी कीमत आपके बैलेंस से काट ली जाती है।',
        'परिणाम एक निष्पक्ष यादृच्छिक संख्या है जो किसी एक आइटम की सीमा में आती है; आइटम जितना दुर्लभ, उसकी सीमा उतनी छोटी।',
        'जीता गया आइटम आपके खाते में जोड़ दिया जाता है; उसकी कीमत केस की सामग्री में दिखाई गई है।',
        'हर बार केस खोलने की जांच आपके सीड और नॉन्स से की जा सकती है।',
      ],
    },
  },

  rooms: {
    ru: {
      name: 'Комнаты',
      tagline: 'Джекпот-комнаты: общий банк и один победитель',
      description:
        'Игроки вносят ставки в общий банк, и весь банк забирает один победитель. Каждая копейка ставки — это один билет, поэтому ваш шанс в точности равен вашей доле в банке.',
      rules: [
        'Выберите комнату: красная — для небольших ставок, жёлтая — для средних, фиолетовая — для хайроллеров. Минимальная ставка указана в каждой комнате.',
        'Внесите ставку в текущий раунд: каждая минимальная единица валюты (1 копейка, 1 цент) — это один билет.',
        'Пока раунд открыт, ставку можно увеличивать; шанс на победу равен доле ваших билетов среди всех билетов раунда.',
        'Когда раунд закрывается, разыгрывается один выигрышный билет по сиду, зафиксированному до начала раунда.',
        'Победитель получает весь банк за вычетом комиссии комнаты — её размер опубликован в комнате.',
        'После розыгрыша сид раскрывается, и любой может убедиться, что выигрышный билет не был выбран вручную.',
      ],
    },
    en: {
      name: 'Rooms',
      tagline: 'Jackpot rooms: one pot, one winner',
      description:
        'Players add their stakes to a shared pot, and a single winner takes it all. Every minor currency unit you add is one ticket, so your chance is exactly your share of the pot.',
      rules: [
        'Choose a room: red for the lowest stakes, yellow for medium and purple for high rollers. Each room shows its minimum stake.',
        'Add a stake to the current round: every minor currency unit (1 kopeck, 1 cent) is one ticket.',
        'While the round is open you can add more; your chance of winning equals your tickets divided by all tickets in the round.',
        'When the round closes, one winning ticket is drawn using the seed committed before the round started.',
        'The winner receives the whole pot minus the room commission, which is published in the room.',
        'The seed is revealed after the draw, so anyone can check that the winning ticket was not picked by hand.',
      ],
    },
    kz: {
      name: 'Бөлмелер',
      tagline: 'Джекпот бөлмелері: ортақ банк, бір жеңімпаз',
      description:
        'Ойыншылар бәстерін ортақ банкке салады, ал бүкіл банкті бір жеңімпаз алады. Бәсіңіздің әрбір тиыны — бір билет, сондықтан жеңу мүмкіндігіңіз банктегі үлесіңізге дәл тең.',
      rules: [
        'Бөлмені таңдаңыз: қызыл — шағын бәстер үшін, сары — орташа бәстер үшін, күлгін — ірі ойыншылар үшін. Ең аз бәс әр бөлмеде көрсетілген.',
        'Ағымдағы раундқа бәс салыңыз: валютаның әрбір ең кіші бірлігі (1 тиын, 1 копейка, 1 цент) — бір билет.',
        'Раунд ашық тұрғанда бәсті көбейтуге болады; жеңу ықтималдығы сіздің билеттеріңіздің раундтағы барлық билеттердегі үлесіне тең.',
        'Раунд жабылғанда, раунд басталғанға дейін бекітілген сид бойынша бір ұтысты билет анықталады.',
        'Жеңімпаз бөлме комиссиясы шегерілген бүкіл банкті алады; комиссия мөлшері бөлмеде жарияланған.',
        'Ұтыс ойынынан кейін сид ашылады, сондықтан кез келген адам ұтысты билеттің қолмен таңдалмағанын тексере алады.',
      ],
    },
    br: {
      name: 'Salas',
      tagline: 'Salas de jackpot: um pote, um vencedor',
      description:
        'Os jogadores colocam suas apostas em um pote comum, e um único vencedor leva tudo. Cada centavo apostado é um bilhete, então sua chance é exatamente a sua parte do pote.',
      rules: [
        'Escolha uma sala: vermelha para apostas menores, amarela para médias e roxa para grandes apostadores. Cada sala mostra sua aposta mínima.',
        'Coloque sua aposta na rodada atual: cada menor unidade da moeda (1 centavo, 1 copeque) vale um bilhete.',
        'Enquanto a rodada estiver aberta, você pode aumentar a aposta; sua chance é o número dos seus bilhetes dividido pelo total de bilhetes da rodada.',
        'Quando a rodada fecha, um bilhete vencedor é sorteado com a semente comprometida antes do início da rodada.',
        'O vencedor recebe o pote inteiro menos a comissão da sala, que é publicada na própria sala.',
        'A semente é revelada após o sorteio, então qualquer pessoa pode conferir que o bilhete vencedor não foi escolhido manualmente.',
      ],
    },
    hi: {
      name: 'रूम्स',
      tagline: 'जैकपॉट रूम: एक पॉट, एक विजेता',
      description:
        'खिलाड़ी अपने दांव एक साझा पॉट में डालते हैं, और पूरा पॉट एक ही विजेता ले जाता है। मुद्रा की हर सबसे छोटी इकाई एक टिकट है, इसलिए आपकी जीत की संभावना पॉट में आपके हिस्से के ठीक बराबर है।',
      rules: [
        'रूम चुनें: लाल — छोटे दांवों के लिए, पीला — मध्यम दांवों के लिए, बैंगनी — बड़े खिलाड़ियों के लिए। हर रूम में उसका न्यूनतम दांव दिखाया जाता है।',
        'मौजूदा राउंड में दांव जोड़ें: मुद्रा की हर सबसे छोटी इकाई (1 पैसा, 1 कोपेक, 1 सेंट) एक टिकट के बराबर है।',
        'राउंड खुला रहने तक आप दांव बढ़ा सकते हैं; जीत की संभावना = आपके टिकट ÷ राउंड के कुल टिकट।',
        'राउंड बंद होने पर, राउंड शुरू होने से पहले तय किए गए सीड से एक विजेता टिकट निकाला जाता है।',
        'विजेता को रूम का कमीशन घटाकर पूरा पॉट मिलता है; कमीशन रूम में प्रकाशित है।',
        'ड्रॉ के बाद सीड सार्वजनिक किया जाता है, ताकि कोई भी जांच सके कि विजेता टिकट हाथ से नहीं चुना गया।',
      ],
    },
  },

  slots: {
    ru: {
      name: 'Слоты',
      tagline: 'Видеослоты с открытыми таблицами выплат и RTP',
      description:
        'Коллекция видеослотов в стиле ведущих игровых студий — от классических «фруктовых» автоматов до современных барабанов с бонусными функциями. У каждого слота опубликованы таблица выплат и процент возврата (RTP), а многие можно сначала опробовать в демо-режиме.',
      rules: [
        'Выберите слот и размер ставки на спин; в некоторых слотах можно также выбрать число линий.',
        'Выигрышные комбинации и выплаты за них указаны в таблице выплат каждого слота.',
        'Процент возврата (RTP) указан на карточке слота — это среднее значение на длинной дистанции, а не гарантия результата отдельной сессии.',
        'Бонусные функции — фриспины, множители и другие — зависят от слота и описаны в его правилах.',
        'Слоты с пометкой «демо» можно попробовать бесплатно на виртуальные кредиты.',
      ],
    },
    en: {
      name: 'Slots',
      tagline: 'Video slots with published paytables and RTP',
      description:
        'A collection of video slots in the style of leading game studios, from classic fruit machines to modern reels packed with bonus features. Every slot publishes its paytable and return to player (RTP), and many can be tried in demo mode first.',
      rules: [
        'Choose a slot and set your stake per spin; some slots also let you choose the number of paylines.',
        "Winning combinations and their payouts are listed in each slot's paytable.",
        'The return to player (RTP) is shown on the slot card; it is a long-run average over many spins, not a promise for a single session.',
        'Bonus features such as free spins and multipliers depend on the slot and are described in its rules.',
        'Slots marked as demo can be played for free with virtual credits.',
      ],
    },
    kz: {
      name: 'Слоттар',
      tagline: 'Төлем кестелері ашық видеослоттар',
      description:
        'Жетекші ойын студияларының стиліндегі видеослоттар жинағы — классикалық «жеміс» автоматтарынан бонустық мүмкіндіктері бар заманауи барабандарға дейін. Әр слоттың төлем кестесі мен ойыншыға қайтарым пайызы жарияланған, ал көбін алдымен демо режимде байқап көруге болады.',
      rules: [
        'Слотты таңдап, бір айналымға бәс мөлшерін белгілеңіз; кейбір слоттарда төлем сызықтарының санын да таңдауға болады.',
        'Ұтысты комбинациялар мен олардың төлемдері әр слоттың төлем кестесінде көрсетілген.',
        'Ойыншыға қайтарым пайызы слот карточкасында көрсетілген — бұл көптеген айналымдағы орташа көрсеткіш, жеке сессияның нәтижесіне кепілдік емес.',
        'Тегін айналымдар, көбейткіштер сияқты бонустық мүмкіндіктер слотқа байланысты және оның ережелерінде сипатталған.',
        '«Демо» белгісі бар слоттарды виртуалды кредиттермен тегін ойнап көруге болады.',
      ],
    },
    br: {
      name: 'Caça-níqueis',
      tagline: 'Caça-níqueis com tabela de pagamentos e RTP publicados',
      description:
        'Uma coleção de caça-níqueis no estilo dos grandes estúdios de jogos, das clássicas máquinas de frutas aos rolos modernos cheios de recursos de bônus. Cada jogo publica sua tabela de pagamentos e o retorno ao jogador (RTP), e muitos podem ser testados antes no modo de demonstração.',
      rules: [
        'Escolha um jogo e o valor da aposta por giro; em alguns também é possível escolher o número de linhas.',
        'As combinações vencedoras e seus pagamentos estão na tabela de pagamentos de cada jogo.',
        'O retorno ao jogador (RTP) aparece no cartão do jogo; é uma média de longo prazo ao longo de muitos giros, e não uma garantia para uma sessão.',
        'Recursos de bônus, como giros grátis e multiplicadores, dependem do jogo e estão descritos nas regras dele.',
        'Jogos marcados como demonstração podem ser jogados de graça com créditos virtuais.',
      ],
    },
    hi: {
      name: 'स्लॉट्स',
      tagline: 'प्रकाशित भुगतान तालिका वाले वीडियो स्लॉट्स',
      description:
        'प्रमुख गेम स्टूडियो की शैली में वीडियो स्लॉट्स का संग्रह — क्लासिक फल मशीनों से लेकर बोनस फीचर्स से भरी आधुनिक रीलों तक। हर स्लॉट की भुगतान तालिका और खिलाड़ी को वापसी का प्रतिशत (आरटीपी) प्रकाशित है, और कई स्लॉट्स पहले डेमो मोड में आज़माए जा सकते हैं।',
      rules: [
        'स्लॉट चुनें और प्रति स्पिन दांव तय करें; कुछ स्लॉट्स में पेलाइनों की संख्या भी चुनी जा सकती है।',
        'जीतने वाले संयोजन और उनके भुगतान हर स्लॉट की भुगतान तालिका में दिए गए हैं।',
        'आरटीपी स्लॉट कार्ड पर दिखाया जाता है — यह बहुत सारे स्पिनों का लंबी अवधि का औसत है, किसी एक सत्र की गारंटी नहीं।',
        'फ्री स्पिन और मल्टीप्लायर जैसे बोनस फीचर्स स्लॉट पर निर्भर करते हैं और उसके नियमों में बताए गए हैं।',
        '“डेमो” चिह्न वाले स्लॉट्स वर्चुअल क्रेडिट से मुफ़्त में खेले जा सकते हैं।',
      ],
    },
  },

  'live-casino': {
    ru: {
      name: 'Live-казино',
      tagline: 'Живые дилеры и реальные столы в прямом эфире',
      description:
        'Рулетка, блэкджек, баккара и игровые шоу за реальными столами с профессиональными дилерами в прямой трансляции. Делайте ставки в реальном времени с любого устройства и следите за каждой картой и каждым спином.',
      rules: [
        'Ставки принимаются, только пока идёт таймер приёма ставок; после его окончания ставки не принимаются.',
        'Результат определяется реальными картами, колесом или кубиками на столе — так, как это видно в трансляции.',
        'У каждого стола свои правила, выплаты и лимиты; они описаны в справке стола.',
        'Если связь прервалась после закрытия приёма ставок, ставка всё равно рассчитывается по результату раунда.',
        'При ошибке дилера или техническом сбое раунд обрабатывается по правилам провайдера и может быть аннулирован с возвратом ставок.',
        'Столы с пометкой «демо» можно попробовать бесплатно.',
      ],
    },
    en: {
      name: 'Live Casino',
      tagline: 'Real dealers and real tables, streamed live',
      description:
        'Roulette, blackjack, baccarat and game shows at real tables with professional dealers, streamed live. Place bets in real time from any device and follow every card and every spin as it happens.',
      rules: [
        'Bets are accepted only while the betting timer is running; once it ends, no more bets are taken.',
        'Results are determined by the physical cards, wheel or dice at the table, as shown on the stream.',
        "Each table has its own rules, payouts and limits, described in the table's help section.",
        'If your connection drops after betting closes, your bet is still settled on the result of the round.',
        "In the event of a dealer error or technical failure, the round is handled under the provider's rules and may be voided with stakes returned.",
        'Tables marked as demo can be tried for free.',
      ],
    },
    kz: {
      name: 'Тікелей казино',
      tagline: 'Нақты дилерлер мен үстелдер тікелей эфирде',
      description:
        'Рулетка, блэкджек, баккара және ойын шоулары — кәсіби дилерлері бар нақты үстелдерде, тікелей трансляцияда. Кез келген құрылғыдан нақты уақытта бәс тігіп, әр карта мен әр айналымды бақылаңыз.',
      rules: [
        'Бәстер тек бәс қабылдау таймері жұмыс істеп тұрғанда қабылданады; ол аяқталғаннан кейін бәс қабылданбайды.',
        'Нәтижені үстелдегі нақты карталар, дөңгелек немесе сүйектер анықтайды — трансляцияда көрсетілгендей.',
        'Әр үстелдің өз ережелері, төлемдері мен лимиттері бар; олар үстелдің анықтамасында сипатталған.',
        'Бәс қабылдау жабылғаннан кейін байланыс үзілсе де, бәс раунд нәтижесі бойынша есептеледі.',
        'Дилер қателессе немесе техникалық ақау болса, раунд провайдер ережелері бойынша қаралады және бәстер қайтарылып, күшін жоюы мүмкін.',
        '«Демо» белгісі бар үстелдерді тегін байқап көруге болады.',
      ],
    },
    br: {
      name: 'Cassino ao Vivo',
      tagline: 'Crupiês reais e mesas reais, transmitidos ao vivo',
      description:
        'Roleta, blackjack, bacará e programas de jogos em mesas reais com crupiês profissionais, transmitidos ao vivo. Aposte em tempo real de qualquer dispositivo e acompanhe cada carta e cada giro no momento em que acontecem.',
      rules: [
        'As apostas só são aceitas enquanto o cronômetro de apostas estiver correndo; quando ele termina, nenhuma aposta é aceita.',
        'Os resultados são definidos pelas cartas, roda ou dados físicos da mesa, como mostrado na transmissão.',
        'Cada mesa tem suas próprias regras, pagamentos e limites, descritos na ajuda da mesa.',
        'Se sua conexão cair depois que as apostas forem encerradas, a aposta ainda será liquidada pelo resultado da rodada.',
        'Em caso de erro do crupiê ou falha técnica, a rodada é tratada pelas regras do provedor e pode ser anulada com devolução das apostas.',
        'Mesas marcadas como demonstração podem ser testadas de graça.',
      ],
    },
    hi: {
      name: 'लाइव कैसीनो',
      tagline: 'असली डीलर, असली टेबल, सीधा प्रसारण',
      description:
        'पेशेवर डीलरों के साथ असली टेबलों पर रूलेट, ब्लैकजैक, बैकारेट और गेम शो — सीधे प्रसारण में। किसी भी डिवाइस से वास्तविक समय में दांव लगाएं और हर पत्ते और हर स्पिन को होते हुए देखें।',
      rules: [
        'दांव केवल तब तक स्वीकार किए जाते हैं, जब तक दांव का टाइमर चल रहा है; उसके खत्म होने के बाद कोई दांव नहीं लिया जाता।',
        'परिणाम टेबल पर मौजूद असली पत्तों, पहिये या पासों से तय होता है, जैसा प्रसारण में दिखता है।',
        'हर टेबल के अपने नियम, भुगतान और सीमाएं हैं, जो टेबल के सहायता अनुभाग में बताई गई हैं।',
        'अगर दांव बंद होने के बाद आपका कनेक्शन टूट जाए, तब भी दांव का निपटारा राउंड के परिणाम के अनुसार होता है।',
        'डीलर की गलती या तकनीकी खराबी होने पर राउंड प्रदाता के नियमों के अनुसार निपटाया जाता है और दांव लौटाकर उसे रद्द किया जा सकता है।',
        '“डेमो” चिह्न वाली टेबलें मुफ़्त में आज़माई जा सकती हैं।',
      ],
    },
  },

  betting: {
    ru: {
      name: 'Ставки на спорт',
      tagline: 'Прематч и лайв по популярным видам спорта',
      description:
        'Ставьте на футбол, хоккей, теннис, киберспорт и многое другое — до начала матча или по ходу игры. Собирайте экспрессы, следите за статистикой и рассчитывайте ставку досрочно, когда матч идёт по вашему сценарию.',
      rules: [
        'Коэффициенты указаны в десятичном формате; возможный выигрыш — ставка × коэффициент (в экспрессе — ставка × произведение всех коэффициентов).',
        'Ставка принимается по коэффициенту, указанному в купоне в момент подтверждения; если коэффициент изменился, вам предложат принять новый.',
        'Ставки рассчитываются по официальному результату; если в описании рынка не сказано иное, учитывается основное время с добавленным, без овертаймов и серии пенальти.',
        'Если событие отменено или не состоялось в срок, установленный правилами, ставка возвращается; в экспрессе такой исход учитывается с коэффициентом 1,00.',
        'Кешаут позволяет досрочно рассчитать ставку на предложенную сумму, если эта опция доступна.',
        'Приём ставок в лайве может ненадолго приостанавливаться в опасные моменты — например, при назначении пенальти или видеопросмотре.',
      ],
    },
    en: {
      name: 'Sports Betting',
      tagline: 'Pre-match and live odds on top sports',
      description:
        'Bet on football, hockey, tennis, esports and more, before kick-off or live as the action unfolds. Build accumulators, follow the statistics and cash out early when the match goes your way.',
      rules: [
        'Odds are shown in decimal format; the potential payout is stake × odds (for an accumulator, stake × the product of all odds).',
        'A bet is accepted at the odds shown on the bet slip when you confirm it; if the odds change, you will be asked to accept the new price.',
        'Bets are settled on the official result; unless the market says otherwise, only regular time plus stoppage time counts, without extra time or penalty shoot-outs.',
        'If an event is cancelled or not played within the time set by the betting rules, the bet is void and the stake is returned; in an accumulator that selection counts at odds of 1.00.',
        'Cash out lets you settle a bet early for the amount offered, when the option is available.',
        'Live betting may be briefly suspended at critical moments, such as a penalty award or a video review.',
      ],
    },
    kz: {
      name: 'Спорттық бәстер',
      tagline: 'Танымал спорт түрлеріне матчқа дейін және тікелей',
      description:
        'Футболға, хоккейге, тенниске, киберспортқа және басқа да көптеген спорт түрлеріне матч басталғанға дейін немесе ойын барысында бәс тігіңіз. Экспресс жинаңыз, статистиканы бақылаңыз және матч сіз ойлағандай өрбісе, бәсті мерзімінен бұрын есептеңіз.',
      rules: [
        'Коэффициенттер ондық форматта көрсетіледі; ықтимал ұтыс — бәс × коэффициент (экспресте — бәс × барлық коэффициенттердің көбейтіндісі).',
        'Бәс растаған сәтте купонда көрсетілген коэффициент бойынша қабылданады; коэффициент өзгерсе, сізге жаңасын қабылдау ұсынылады.',
        'Бәстер ресми нәтиже бойынша есептеледі; нарық сипаттамасында басқаша айтылмаса, қосылған уақытты қоса алғанда тек негізгі уақыт ескеріледі, қосымша уақыт пен пенальти сериясы есепке алынбайды.',
        'Оқиға тоқтатылса немесе ережелерде белгіленген мерзімде өтпесе, бәс қайтарылады; экспресте мұндай нәтиже 1,00 коэффициентімен есептеледі.',
        'Мерзімінен бұрын есептеу мүмкіндігі қолжетімді болса, бәсті ұсынылған сомаға ерте жабуға болады.',
        'Тікелей бәс қабылдау қауіпті сәттерде, мысалы, пенальти тағайындалғанда немесе бейнеқарау кезінде, қысқа уақытқа тоқтатылуы мүмкін.',
      ],
    },
    br: {
      name: 'Apostas Esportivas',
      tagline: 'Pré-jogo e ao vivo nos esportes mais populares',
      description:
        'Aposte em futebol, hóquei, tênis, esportes eletrônicos e muito mais, antes da partida ou ao vivo, enquanto o jogo acontece. Monte apostas múltiplas, acompanhe as estatísticas e encerre a aposta antecipadamente quando a partida estiver a seu favor.',
      rules: [
        'As cotações são exibidas em formato decimal; o retorno possível é aposta × cotação (na múltipla, aposta × o produto de todas as cotações).',
        'A aposta é aceita pela cotação mostrada no cupom no momento da confirmação; se a cotação mudar, você será convidado a aceitar o novo valor.',
        'As apostas são liquidadas pelo resultado oficial; salvo indicação em contrário no mercado, vale apenas o tempo regulamentar com os acréscimos, sem prorrogação nem disputa de pênaltis.',
        'Se o evento for cancelado ou não for disputado no prazo previsto nas regras, a aposta é anulada e o valor devolvido; na múltipla, essa seleção conta com cotação 1,00.',
        'O encerramento antecipado permite liquidar a aposta antes do fim pelo valor oferecido, quando disponível.',
        'As apostas ao vivo podem ser suspensas por alguns instantes em momentos decisivos, como a marcação de um pênalti ou uma revisão de vídeo.',
      ],
    },
    hi: {
      name: 'स्पोर्ट्स बेटिंग',
      tagline: 'लोकप्रिय खेलों पर मैच से पहले और लाइव ऑड्स',
      description:
        'फ़ुटबॉल, हॉकी, टेनिस, क्रिकेट, ई-स्पोर्ट्स और बहुत कुछ पर दांव लगाएं — मैच शुरू होने से पहले या खेल के दौरान लाइव। एक्युमुलेटर बनाएं, आंकड़ों पर नज़र रखें और जब मैच आपके पक्ष में हो, तो समय से पहले कैश आउट करें।',
      rules: [
        'ऑड्स दशमलव प्रारूप में दिखाए जाते हैं; संभावित भुगतान = दांव × ऑड्स (एक्युमुलेटर में दांव × सभी ऑड्स का गुणनफल)।',
        'दांव उसी ऑड्स पर स्वीकार होता है जो पुष्टि के समय बेट स्लिप में दिखता है; ऑड्स बदलने पर आपसे नए ऑड्स स्वीकार करने को कहा जाएगा।',
        'दांवों का निपटारा आधिकारिक परिणाम पर होता है; जब तक मार्केट में अलग से न लिखा हो, केवल निर्धारित समय और उसमें जोड़ा गया अतिरिक्त समय गिना जाता है, ओवरटाइम और पेनल्टी शूटआउट नहीं।',
        'अगर इवेंट रद्द हो जाए या नियमों में तय समय के भीतर न खेला जाए, तो दांव रद्द होकर राशि लौटा दी जाती है; एक्युमुलेटर में ऐसे चयन को 1.00 ऑड्स पर गिना जाता है।',
        'कैश आउट उपलब्ध होने पर आप दांव को पेश की गई राशि पर समय से पहले निपटा सकते हैं।',
        'महत्वपूर्ण क्षणों में, जैसे पेनल्टी मिलने या वीडियो समीक्षा के दौरान, लाइव दांव थोड़ी देर के लिए रोके जा सकते हैं।',
      ],
    },
  },
};

export const ROOM_INFO: Record<'purple' | 'red' | 'yellow', Localized<{ name: string; description: string }>> = {
  red: {
    ru: {
      name: 'Красная комната',
      description:
        'Самые низкие ставки: спокойная комната, чтобы познакомиться с джекпот-раундами и играть небольшими суммами.',
    },
    en: {
      name: 'Red room',
      description:
        'The lowest stakes: a relaxed room for getting to know jackpot rounds and playing with small amounts.',
    },
    kz: {
      name: 'Қызыл бөлме',
      description: 'Ең төмен бәстер: джекпот раундтарымен танысып, шағын сомамен ойнауға арналған тыныш бөлме.',
    },
    br: {
      name: 'Sala vermelha',
      description:
        'As menores apostas: uma sala tranquila para conhecer as rodadas de jackpot e jogar com valores pequenos.',
    },
    hi: {
      name: 'लाल रूम',
      description: 'सबसे छोटे दांव: जैकपॉट राउंड को समझने और कम राशि से खेलने के लिए एक आरामदायक रूम।',
    },
  },
  yellow: {
    ru: {
      name: 'Жёлтая комната',
      description: 'Средние ставки и банки крупнее — для тех, кому хочется больше азарта при умеренном риске.',
    },
    en: {
      name: 'Yellow room',
      description: 'Medium stakes and bigger pots for players who want more action at a moderate risk.',
    },
    kz: {
      name: 'Сары бөлме',
      description: 'Орташа бәстер мен үлкенірек банктер — қалыпты тәуекелмен көбірек толқу іздейтіндерге арналған.',
    },
    br: {
      name: 'Sala amarela',
      description: 'Apostas médias e potes maiores para quem quer mais emoção com risco moderado.',
    },
    hi: {
      name: 'पीला रूम',
      description: 'मध्यम दांव और बड़े पॉट — उन खिलाड़ियों के लिए जो संतुलित जोखिम के साथ ज़्यादा रोमांच चाहते हैं।',
    },
  },
  purple: {
    ru: {
      name: 'Фиолетовая комната',
      description: 'Комната для хайроллеров: самая высокая минимальная ставка и самые крупные банки.',
    },
    en: {
      name: 'Purple room',
      description: 'The high-roller room: the highest minimum stake and the biggest pots.',
    },
    kz: {
      name: 'Күлгін бөлме',
      description: 'Ірі ойыншыларға арналған бөлме: ең жоғары минималды бәс және ең үлкен банктер.',
    },
    br: {
      name: 'Sala roxa',
      description: 'A sala dos grandes apostadores: a maior aposta mínima e os maiores potes.',
    },
    hi: {
      name: 'बैंगनी रूम',
      description: 'बड़े खिलाड़ियों का रूम: सबसे ऊंचा न्यूनतम दांव और सबसे बड़े पॉट।',
    },
  },
};

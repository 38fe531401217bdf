import type { GameInfo, Localized } from '../kit/types';

/** What the rooms game is called and how it plays, in every language. */
export const content: Localized<GameInfo> = {
  ru: {
    name: 'Комнаты',
    tagline: 'Джекпот-комнаты: общий банк и один победитель',
    description:
      'Игроки вносят ставки в общий банк, и весь банк забирает один победитель. Каждая копейка ставки — это один билет, поэтому ваш шанс в точности равен вашей доле в банке.',
    rules: [
      'Выберите комнату: красная — для малых ставок, жёлтая — для средних, фиолетовая — для крупных. У каждой комнаты свои минимальная и максимальная ставка и предел на игрока за раунд; банк общий только для игроков в одной валюте.',
      'Каждая копейка (цент) вашей ставки — один билет; билеты выдаются по порядку, в котором ставки приняты, и видны всем.',
      'Отсчёт в 30 секунд начинается, когда в раунде двое игроков; каждая новая ставка добавляет 5 секунд, но не больше 60 секунд от начала отсчёта. Ставка, пришедшая после конца отсчёта, идёт в следующий раунд.',
      'Ваш шанс равен доле ваших билетов среди всех билетов раунда.',
      'Выигрышный билет — floor(X × число билетов), где X — первые 52 бита HMAC-SHA256(хеш раунда, соль) ÷ 2^52. Хеш (его SHA-256) публикуется при открытии раунда, сам хеш — после розыгрыша, поэтому результат можно проверить.',
      'Победитель получает весь банк за вычетом комиссии 5%, но никогда не меньше своей собственной ставки.',
      'Если за 30 секунд после первой ставки никто больше не присоединился, раунд не играется: ставка возвращается полностью, без комиссии.',
    ],
  },
  en: {
    name: 'Rooms',
    tagline: 'Jackpot rooms: one pot, one winner',
    description:
      'Players add their stakes to a shared pot, and a single winner takes it all. Every minor currency unit you add is one ticket, so your chance is exactly your share of the pot.',
    rules: [
      'Choose a room: red for the lowest stakes, yellow for medium and purple for high rollers. Each room has its own minimum and maximum stake and a limit per player per round; only players of the same currency share a pot.',
      'Every minor currency unit you stake (1 kopeck, 1 cent) is one ticket; tickets are issued in the order stakes are accepted, and everyone sees them.',
      'A 30-second countdown starts once two players are in; each new stake adds 5 seconds, up to 60 seconds from the start of the countdown. A stake that arrives after the countdown goes to the next round.',
      'Your chance of winning equals your tickets divided by all tickets in the round.',
      'The winning ticket is floor(X × tickets), with X the first 52 bits of HMAC-SHA256(round hash, salt) ÷ 2^52. The hash’s SHA-256 is published when the round opens and the hash after the draw, so anyone can check the result.',
      'The winner receives the whole pot minus a 5% commission, and never less than their own stake.',
      'If nobody else joins within 30 seconds of the first stake, the round is not played: the stake comes back in full, with no commission.',
    ],
  },
  kz: {
    name: 'Бөлмелер',
    tagline: 'Джекпот бөлмелері: ортақ банк, бір жеңімпаз',
    description:
      'Ойыншылар бәстерін ортақ банкке салады, ал бүкіл банкті бір жеңімпаз алады. Бәсіңіздің әрбір тиыны — бір билет, сондықтан жеңу мүмкіндігіңіз банктегі үлесіңізге дәл тең.',
    rules: [
      'Бөлмені таңдаңыз: қызыл — ең төмен бәстерге, сары — орташаға, күлгін — ірі бәстерге. Әр бөлменің өз ең төмен және ең жоғары бәсі мен раундтағы бір ойыншыға шегі бар; ортақ банкті тек бір валютадағы ойыншылар бөліседі.',
      'Бәсіңіздің әр тиыны (цент) — бір билет; билеттер бәстер қабылданған ретпен беріледі және барлығына көрінеді.',
      'Раундта екі ойыншы болғанда 30 секундтық кері санақ басталады; әр жаңа бәс 5 секунд қосады, бірақ санақ басталғаннан бері 60 секундтан аспайды. Санақ біткен соң келген бәс келесі раундқа түседі.',
      'Ұту мүмкіндігіңіз раундтағы барлық билеттің ішіндегі сіздің билеттеріңіздің үлесіне тең.',
      'Ұтқан билет — floor(X × билеттер саны), мұнда X — HMAC-SHA256(раунд хеші, тұз) мәнінің алғашқы 52 биті ÷ 2^52. Хештің SHA-256 мәні раунд ашылғанда, хештің өзі ұтыс ойнатылғаннан кейін жарияланады, сондықтан нәтижені кез келген адам тексере алады.',
      'Жеңімпаз бүкіл банкті 5% комиссиясыз алады, бірақ ешқашан өз бәсінен кем емес.',
      'Алғашқы бәстен кейін 30 секунд ішінде ешкім қосылмаса, раунд ойналмайды: бәс комиссиясыз толық қайтарылады.',
    ],
  },
  br: {
    name: 'Salas',
    tagline: 'Salas de jackpot: um pote, um vencedor',
    description:
      'Os jogadores colocam suas apostas em um pote comum, e um único vencedor leva tudo. Cada centavo apostado é um bilhete, então sua chance é exatamente a sua parte do pote.',
    rules: [
      'Escolha uma sala: vermelha para as menores apostas, amarela para as médias e roxa para as altas. Cada sala tem suas apostas mínima e máxima e um limite por jogador por rodada; só jogadores da mesma moeda dividem um pote.',
      'Cada centavo que você aposta é um bilhete; os bilhetes são emitidos na ordem em que as apostas são aceitas, e todos os veem.',
      'Uma contagem de 30 segundos começa quando há dois jogadores; cada nova aposta soma 5 segundos, até 60 segundos desde o início da contagem. Uma aposta que chega depois da contagem vai para a rodada seguinte.',
      'Sua chance de ganhar é a sua parte dos bilhetes da rodada.',
      'O bilhete vencedor é floor(X × bilhetes), com X os primeiros 52 bits de HMAC-SHA256(hash da rodada, salt) ÷ 2^52. O SHA-256 do hash é publicado quando a rodada abre e o hash depois do sorteio, então qualquer pessoa pode conferir o resultado.',
      'O vencedor recebe o pote inteiro menos uma comissão de 5%, e nunca menos que a própria aposta.',
      'Se ninguém mais entrar em até 30 segundos após a primeira aposta, a rodada não é jogada: a aposta volta inteira, sem comissão.',
    ],
  },
  hi: {
    name: 'रूम्स',
    tagline: 'जैकपॉट रूम: एक पॉट, एक विजेता',
    description:
      'खिलाड़ी अपने दांव एक साझा पॉट में डालते हैं, और पूरा पॉट एक ही विजेता ले जाता है। मुद्रा की हर सबसे छोटी इकाई एक टिकट है, इसलिए आपकी जीत की संभावना पॉट में आपके हिस्से के ठीक बराबर है।',
    rules: [
      'रूम चुनें: सबसे छोटे दांवों के लिए लाल, मध्यम के लिए पीला और बड़े दांवों के लिए बैंगनी। हर रूम का अपना न्यूनतम और अधिकतम दांव और प्रति राउंड प्रति खिलाड़ी सीमा है; एक पॉट में केवल एक ही मुद्रा के खिलाड़ी होते हैं।',
      'आपके दांव की हर सबसे छोटी इकाई (1 पैसा, 1 सेंट) एक टिकट है; टिकट उसी क्रम में दिए जाते हैं जिसमें दांव स्वीकार होते हैं, और सबको दिखते हैं।',
      'राउंड में दो खिलाड़ी होते ही 30 सेकंड की उलटी गिनती शुरू होती है; हर नया दांव 5 सेकंड जोड़ता है, गिनती शुरू होने से अधिकतम 60 सेकंड तक। गिनती खत्म होने के बाद आया दांव अगले राउंड में जाता है।',
      'आपके जीतने की संभावना राउंड के सभी टिकटों में आपके टिकटों का हिस्सा है।',
      'जीतने वाला टिकट floor(X × टिकटों की संख्या) है, जहां X = HMAC-SHA256(राउंड हैश, सॉल्ट) के पहले 52 बिट ÷ 2^52। हैश का SHA-256 राउंड खुलते समय और हैश ड्रॉ के बाद प्रकाशित होता है, इसलिए कोई भी नतीजा जांच सकता है।',
      'विजेता को पूरा पॉट 5% कमीशन घटाकर मिलता है, पर कभी भी अपने दांव से कम नहीं।',
      'अगर पहले दांव के 30 सेकंड के भीतर कोई और नहीं जुड़ता, तो राउंड नहीं खेला जाता: दांव पूरा लौटाया जाता है, बिना कमीशन के।',
    ],
  },
};

/** Each room's name and description. */
export const roomContent: Record<'purple' | 'red' | 'yellow', Localized<{ name: string; description: string }>> = {
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

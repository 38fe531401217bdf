import type { GameInfo, Localized } from '../kit/types';

/** What the rooms game is called and how it plays, in every language. */
export const content: Localized<GameInfo> = {
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

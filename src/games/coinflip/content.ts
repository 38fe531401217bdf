import type { GameInfo, Localized } from '../kit/types';

/** What the coinflip game is called and how it plays, in every language. */
export const content: Localized<GameInfo> = {
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
};

import type { GameInfo, Localized } from '../kit/types';

/** What the roulette game is called and how it plays, in every language. */
export const content: Localized<GameInfo> = {
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
};

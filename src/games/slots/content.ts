import type { GameInfo, Localized } from '../kit/types';

/** What the slots game is called and how it plays, in every language. */
export const content: Localized<GameInfo> = {
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
};

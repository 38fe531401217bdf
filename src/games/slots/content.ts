import type { GameInfo, Localized } from '../kit/types';

/** What the slots section is called and how its games play, in every language. */
export const content: Localized<GameInfo> = {
  ru: {
    name: 'Слоты',
    tagline: 'Честные слоты с открытыми барабанами, таблицами выплат и RTP',
    description:
      'Слоты нашей собственной студии и партнёрских провайдеров: классика на трёх барабанах, видеослот на 20 линий с вайлдами и фриспинами, каскадная сетка с кластерными выплатами и высоковолатильная игра с покупкой бонуса. У каждой игры указаны RTP, волатильность и максимальный выигрыш, и каждую можно бесплатно попробовать в демо-режиме.',
    rules: [
      'Выберите слот, задайте ставку на спин и крутите: выигрыш — это ставка, умноженная на множитель из таблицы выплат.',
      'Барабаны, таблица выплат, линии и максимальный выигрыш каждого слота опубликованы в игре; указанный RTP рассчитан по ним.',
      'RTP — среднее значение на очень длинной дистанции, а не обещание для отдельной сессии; волатильность показывает, насколько неравномерно приходят выигрыши.',
      'Турбо и автоигра включаются по желанию; автоигра останавливается на заданном вами лимите проигрыша или одного выигрыша.',
      'Спины нашей студии доказуемо честные: остановки барабанов определяются вашими сидами и сидом сервера, зафиксированным до спина, и каждый спин можно проверить.',
      'В демо-режиме игра идёт на виртуальные кредиты: реальные деньги не ставятся и не выигрываются.',
    ],
  },
  en: {
    name: 'Slots',
    tagline: 'Provably fair slots with published reels, paytables and RTP',
    description:
      'Slots from our own studio and partner providers: a classic three-reel, a twenty-line video slot with wilds and free spins, a cascading cluster-pays grid and a high-volatility game with a bonus buy. Every game states its RTP, volatility and maximum win, and every one can be tried for free in demo mode.',
    rules: [
      'Choose a slot, set your stake per spin and spin: a win pays your stake times the multiplier in the paytable.',
      "Each slot's reels, paytable, lines and maximum win are published in the game; the RTP shown is computed from them.",
      'RTP is an average over a very long run of spins, not a promise for a single session; volatility tells how unevenly the wins arrive.',
      'Turbo and autoplay are optional; autoplay stops at the loss limit or single-win limit you set.',
      "Our studio's spins are provably fair: the reel stops come from your seeds and the server's seed committed before the spin, and every spin can be verified.",
      'Demo mode plays with virtual credits: no real money is bet or won.',
    ],
  },
  kz: {
    name: 'Слоттар',
    tagline: 'Барабандары, төлем кестелері және RTP ашық адал слоттар',
    description:
      'Өз студиямыздың және серіктес провайдерлердің слоттары: үш барабанды классика, уайлдтары мен тегін айналымдары бар 20 сызықты видеослот, кластерлік төлемдері бар каскадты тор және бонус сатып алуы бар жоғары құбылмалы ойын. Әр ойынның RTP-і, құбылмалылығы мен ең үлкен ұтысы көрсетілген, әрқайсысын демо режимде тегін байқап көруге болады.',
    rules: [
      'Слотты таңдап, бір айналымға бәсті белгілеп, айналдырыңыз: ұтыс — бәстің төлем кестесіндегі көбейткішке көбейтіндісі.',
      'Әр слоттың барабандары, төлем кестесі, сызықтары мен ең үлкен ұтысы ойында жарияланған; көрсетілген RTP солар бойынша есептелген.',
      'RTP — өте ұзақ қашықтықтағы орташа көрсеткіш, жеке сессияға уәде емес; құбылмалылық ұтыстардың қаншалықты біркелкі емес келетінін көрсетеді.',
      'Турбо және автоойын қалауыңыз бойынша қосылады; автоойын сіз белгілеген ұтылыс немесе бір ұтыс шегінде тоқтайды.',
      'Студиямыздың айналымдары дәлелденетін адал: барабандардың тоқтауы сіздің сидтеріңіз бен айналымға дейін бекітілген сервер сиды арқылы анықталады, әр айналымды тексеруге болады.',
      'Демо режимде ойын виртуалды кредиттермен жүреді: нақты ақша тігілмейді және ұтылмайды.',
    ],
  },
  br: {
    name: 'Caça-níqueis',
    tagline: 'Caça-níqueis comprovadamente justos, com rolos, tabelas de pagamento e RTP publicados',
    description:
      'Caça-níqueis do nosso próprio estúdio e de provedores parceiros: um clássico de três rolos, um caça-níquel de vinte linhas com wilds e giros grátis, uma grade em cascata com pagamento por grupos e um jogo de alta volatilidade com compra de bônus. Cada jogo informa seu RTP, volatilidade e ganho máximo, e todos podem ser testados de graça no modo demo.',
    rules: [
      'Escolha um jogo, defina a aposta por giro e gire: um ganho paga a aposta multiplicada pelo multiplicador da tabela de pagamentos.',
      'Os rolos, a tabela de pagamentos, as linhas e o ganho máximo de cada jogo são publicados no jogo; o RTP mostrado é calculado a partir deles.',
      'O RTP é uma média de uma sequência muito longa de giros, não uma promessa para uma sessão; a volatilidade indica quão irregulares são os ganhos.',
      'Turbo e giro automático são opcionais; o giro automático para no limite de perda ou de ganho único que você definir.',
      'Os giros do nosso estúdio são comprovadamente justos: as paradas dos rolos vêm das suas sementes e da semente do servidor fixada antes do giro, e cada giro pode ser verificado.',
      'O modo demo usa créditos virtuais: nenhum dinheiro real é apostado ou ganho.',
    ],
  },
  hi: {
    name: 'स्लॉट्स',
    tagline: 'प्रकाशित रीलों, भुगतान तालिकाओं और आरटीपी वाले प्रमाणित निष्पक्ष स्लॉट्स',
    description:
      'हमारे अपने स्टूडियो और साझेदार प्रोवाइडरों के स्लॉट्स: तीन रीलों वाला क्लासिक, वाइल्ड और फ्री स्पिन वाला 20 लाइनों का वीडियो स्लॉट, क्लस्टर भुगतान वाली कैस्केडिंग ग्रिड और बोनस ख़रीदने की सुविधा वाला उच्च अस्थिरता का गेम। हर गेम का आरटीपी, अस्थिरता और अधिकतम जीत बताई गई है, और हर गेम डेमो मोड में मुफ़्त आज़माया जा सकता है।',
    rules: [
      'स्लॉट चुनें, प्रति स्पिन दांव तय करें और स्पिन करें: जीत आपके दांव को भुगतान तालिका के गुणक से गुणा करके मिलती है।',
      'हर स्लॉट की रीलें, भुगतान तालिका, लाइनें और अधिकतम जीत गेम में प्रकाशित हैं; दिखाया गया आरटीपी उन्हीं से गणना किया गया है।',
      'आरटीपी बहुत सारे स्पिनों का लंबी अवधि का औसत है, किसी एक सत्र का वादा नहीं; अस्थिरता बताती है कि जीतें कितनी असमान रूप से आती हैं।',
      'टर्बो और ऑटोप्ले वैकल्पिक हैं; ऑटोप्ले आपकी तय की गई हार या एकल जीत की सीमा पर रुक जाता है।',
      'हमारे स्टूडियो के स्पिन प्रमाणित रूप से निष्पक्ष हैं: रीलों का रुकना आपके सीड और स्पिन से पहले तय किए गए सर्वर सीड से होता है, और हर स्पिन की जाँच की जा सकती है।',
      'डेमो मोड में वर्चुअल क्रेडिट से खेला जाता है: असली पैसे का कोई दांव या जीत नहीं होती।',
    ],
  },
};

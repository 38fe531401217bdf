import type { GameInfo, Localized } from '../kit/types';

/** What the wheel is called and how it plays, in every language. */
export const content: Localized<GameInfo> = {
  ru: {
    name: 'Колесо',
    tagline: 'Крутите колесо: до 49,5× за один спин',
    description:
      'Выберите риск и число секторов, сделайте ставку и запустите колесо. Каждый сектор выпадает с одинаковой вероятностью, а таблица выплат для вашего выбора всегда перед глазами.',
    rules: [
      'Выберите ставку, уровень риска (низкий, средний или высокий) и число секторов: 10, 20, 30, 40 или 50.',
      'Колесо останавливается на одном секторе; все секторы равновероятны — шанс каждого равен 1 к числу секторов.',
      'Выигрыш равен ставке, умноженной на множитель выпавшего сектора; сектор 0× означает проигрыш ставки.',
      'Низкий риск: большинство секторов приносят немного; средний: платит половина секторов; высокий: платит один сектор — 0,99× от числа секторов (до 49,5×).',
      'Таблица множителей каждого варианта показана на странице; любая из них возвращает в среднем 99% ставок (RTP 99%, преимущество казино 1%).',
      'Сектор вычисляется из ваших сидов и nonce, поэтому каждый спин можно проверить.',
    ],
  },
  en: {
    name: 'Wheel',
    tagline: 'Spin the wheel: up to 49.5× in one spin',
    description:
      'Pick a risk level and the number of segments, place your stake and spin. Every segment is equally likely, and the payout table of your choice is always in view.',
    rules: [
      'Choose your stake, a risk level (low, medium or high) and the number of segments: 10, 20, 30, 40 or 50.',
      'The wheel stops on one segment; every segment is equally likely, a chance of 1 in the number of segments.',
      'You win the stake times the multiplier of that segment; a 0× segment loses the stake.',
      'Low risk: most segments pay a little; medium: half of the segments pay; high: one segment pays 0.99× the number of segments (up to 49.5×).',
      'The multipliers of every choice are shown on the page; each table returns 99% of stakes on average (RTP 99%, a 1% house edge).',
      'The segment is derived from your seeds and the nonce, so every spin can be verified.',
    ],
  },
  kz: {
    name: 'Дөңгелек',
    tagline: 'Дөңгелекті айналдырыңыз: бір айналымда 49,5× дейін',
    description:
      'Тәуекел деңгейі мен секторлар санын таңдап, бәс қойып, дөңгелекті айналдырыңыз. Әр сектордың түсу ықтималдығы бірдей, ал таңдауыңыздың төлем кестесі әрдайым көз алдыңызда.',
    rules: [
      'Бәс сомасын, тәуекел деңгейін (төмен, орташа немесе жоғары) және секторлар санын таңдаңыз: 10, 20, 30, 40 немесе 50.',
      'Дөңгелек бір секторға тоқтайды; барлық секторлардың ықтималдығы бірдей — әрқайсысының мүмкіндігі секторлар санына 1.',
      'Ұтыс бәсті түскен сектордың көбейткішіне көбейткенге тең; 0× секторы бәстің ұтылғанын білдіреді.',
      'Төмен тәуекел: секторлардың көбі аздап төлейді; орташа: секторлардың жартысы төлейді; жоғары: бір сектор ғана секторлар санының 0,99× мөлшерін төлейді (49,5× дейін).',
      'Әр нұсқаның көбейткіштер кестесі бетте көрсетілген; кез келгені орта есеппен бәстердің 99% қайтарады (RTP 99%, казино артықшылығы 1%).',
      'Сектор сіздің сидтеріңіз бен нонстан есептеледі, сондықтан әр айналымды тексеруге болады.',
    ],
  },
  br: {
    name: 'Roda',
    tagline: 'Gire a roda: até 49,5× em um giro',
    description:
      'Escolha o nível de risco e o número de segmentos, faça sua aposta e gire. Todos os segmentos têm a mesma chance, e a tabela de pagamentos da sua escolha fica sempre à vista.',
    rules: [
      'Escolha o valor da aposta, o nível de risco (baixo, médio ou alto) e o número de segmentos: 10, 20, 30, 40 ou 50.',
      'A roda para em um segmento; todos os segmentos têm a mesma chance, 1 em o número de segmentos.',
      'Você ganha a aposta vezes o multiplicador desse segmento; um segmento 0× perde a aposta.',
      'Risco baixo: a maioria dos segmentos paga pouco; médio: metade dos segmentos paga; alto: um único segmento paga 0,99× o número de segmentos (até 49,5×).',
      'Os multiplicadores de cada escolha estão na página; cada tabela devolve em média 99% das apostas (RTP de 99%, vantagem da casa de 1%).',
      'O segmento é calculado a partir das suas sementes e do nonce, então cada giro pode ser verificado.',
    ],
  },
  hi: {
    name: 'व्हील',
    tagline: 'व्हील घुमाएं: एक स्पिन में 49.5× तक',
    description:
      'जोखिम का स्तर और सेगमेंट की संख्या चुनें, दांव लगाएं और व्हील घुमाएं। हर सेगमेंट की संभावना बराबर है, और आपकी पसंद की भुगतान तालिका हमेशा सामने रहती है।',
    rules: [
      'दांव की राशि, जोखिम का स्तर (कम, मध्यम या ऊंचा) और सेगमेंट की संख्या चुनें: 10, 20, 30, 40 या 50।',
      'व्हील एक सेगमेंट पर रुकता है; हर सेगमेंट की संभावना बराबर है — सेगमेंट की संख्या में 1।',
      'आप दांव गुणा उस सेगमेंट का मल्टीप्लायर जीतते हैं; 0× सेगमेंट पर दांव हार जाते हैं।',
      'कम जोखिम: ज़्यादातर सेगमेंट थोड़ा देते हैं; मध्यम: आधे सेगमेंट भुगतान करते हैं; ऊंचा: सिर्फ़ एक सेगमेंट सेगमेंट की संख्या का 0.99× देता है (49.5× तक)।',
      'हर विकल्प के मल्टीप्लायर पेज पर दिखाए गए हैं; हर तालिका औसतन दांव का 99% लौटाती है (RTP 99%, 1% हाउस एज)।',
      'सेगमेंट आपके सीड और नॉन्स से निकाला जाता है, इसलिए हर स्पिन की जांच की जा सकती है।',
    ],
  },
};

import type { GameInfo, Localized } from '../kit/types';

/** What Plinko is called and how it plays, in every language. */
export const content: Localized<GameInfo> = {
  ru: {
    name: 'Плинко',
    tagline: 'Шарик падает сквозь колышки: до 1000× за одну ставку',
    description:
      'Выберите число рядов и уровень риска, сделайте ставку и бросьте шарик. На каждом колышке он отскакивает влево или вправо и попадает в лунку со своим множителем: крайние платят больше всего, центральные — чаще всего.',
    rules: [
      'Выберите ставку, число рядов колышков от 8 до 16 и риск: низкий, средний или высокий.',
      'На каждом ряду шарик с равной вероятностью уходит влево или вправо; лунка — это число отскоков вправо (от 0 до числа рядов).',
      'Выигрыш равен ставке, умноженной на множитель лунки; множитель меньше 1× возвращает часть ставки.',
      'Крайние лунки редки и платят больше всего (до 1000× на 16 рядах с высоким риском); центральные выпадают чаще всего.',
      'Таблица множителей каждого варианта показана на странице; любая из них возвращает в среднем от 98,9% до 99% ставок (точный RTP рядом с таблицей).',
      'Путь шарика вычисляется из ваших сидов и nonce, поэтому каждый бросок можно проверить.',
    ],
  },
  en: {
    name: 'Plinko',
    tagline: 'Drop the ball through the pegs: up to 1000× on one bet',
    description:
      'Pick the number of rows and a risk level, place your bet and drop the ball. At every peg it bounces left or right and lands in a bucket with its own multiplier: the outer buckets pay the most, the middle ones come up most often.',
    rules: [
      'Choose your stake, 8 to 16 rows of pegs and a risk level: low, medium or high.',
      'At each row the ball goes left or right with equal chance; its bucket is the number of bounces to the right (0 to the number of rows).',
      'You win the stake times the bucket’s multiplier; a multiplier under 1× returns part of the stake.',
      'The outer buckets are rare and pay the most (up to 1000× with 16 rows at high risk); the middle buckets come up most often.',
      'The multipliers of every choice are shown on the page; each table returns between 98.9% and 99% of stakes on average (the exact RTP beside the table).',
      'The ball’s path is derived from your seeds and the nonce, so every drop can be verified.',
    ],
  },
  kz: {
    name: 'Плинко',
    tagline: 'Шар қазықтар арасымен құлайды: бір бәсте 1000× дейін',
    description:
      'Қатарлар санын және тәуекел деңгейін таңдап, бәс қойып, шарды тастаңыз. Әр қазықта ол солға не оңға секіріп, өз көбейткіші бар ұяға түседі: шеткі ұялар ең көп төлейді, ортаңғылары жиі түседі.',
    rules: [
      'Бәс сомасын, 8-ден 16-ға дейінгі қазық қатарларын және тәуекелді таңдаңыз: төмен, орташа немесе жоғары.',
      'Әр қатарда шар бірдей ықтималдықпен солға не оңға кетеді; ұя — оңға секірулер саны (0-ден қатарлар санына дейін).',
      'Ұтыс бәсті ұяның көбейткішіне көбейткенге тең; 1×-тен кіші көбейткіш бәстің бір бөлігін қайтарады.',
      'Шеткі ұялар сирек түседі және ең көп төлейді (16 қатар, жоғары тәуекелде 1000× дейін); ортаңғы ұялар жиі түседі.',
      'Әр нұсқаның көбейткіштер кестесі бетте көрсетілген; кез келгені орта есеппен бәстердің 98,9%-дан 99%-ға дейінгісін қайтарады (нақты RTP кестенің қасында).',
      'Шардың жолы сіздің сидтеріңіз бен нонстан есептеледі, сондықтан әр лақтыруды тексеруге болады.',
    ],
  },
  br: {
    name: 'Plinko',
    tagline: 'Solte a bola entre os pinos: até 1000× em uma aposta',
    description:
      'Escolha o número de linhas e o nível de risco, faça sua aposta e solte a bola. Em cada pino ela quica para a esquerda ou para a direita e cai em uma casa com o seu multiplicador: as das pontas pagam mais, as do meio saem com mais frequência.',
    rules: [
      'Escolha o valor da aposta, de 8 a 16 linhas de pinos e o nível de risco: baixo, médio ou alto.',
      'Em cada linha a bola vai para a esquerda ou para a direita com a mesma chance; a casa é o número de quiques para a direita (de 0 ao número de linhas).',
      'Você ganha a aposta vezes o multiplicador da casa; um multiplicador abaixo de 1× devolve parte da aposta.',
      'As casas das pontas são raras e pagam mais (até 1000× com 16 linhas em risco alto); as do meio saem com mais frequência.',
      'Os multiplicadores de cada escolha estão na página; cada tabela devolve em média entre 98,9% e 99% das apostas (o RTP exato ao lado da tabela).',
      'O caminho da bola é calculado a partir das suas sementes e do nonce, então cada lançamento pode ser verificado.',
    ],
  },
  hi: {
    name: 'प्लिंको',
    tagline: 'गेंद को खूंटियों के बीच गिराएं: एक दांव पर 1000× तक',
    description:
      'पंक्तियों की संख्या और जोखिम का स्तर चुनें, दांव लगाएं और गेंद गिराएं। हर खूंटी पर वह बाएं या दाएं उछलती है और अपने मल्टीप्लायर वाले खाने में गिरती है: किनारे के खाने सबसे ज़्यादा देते हैं, बीच वाले सबसे अक्सर आते हैं।',
    rules: [
      'दांव की राशि, खूंटियों की 8 से 16 पंक्तियां और जोखिम चुनें: कम, मध्यम या ऊंचा।',
      'हर पंक्ति पर गेंद बराबर संभावना से बाएं या दाएं जाती है; खाना दाईं ओर के उछालों की गिनती है (0 से पंक्तियों की संख्या तक)।',
      'आप दांव गुणा खाने का मल्टीप्लायर जीतते हैं; 1× से कम मल्टीप्लायर दांव का एक हिस्सा लौटाता है।',
      'किनारे के खाने दुर्लभ हैं और सबसे ज़्यादा देते हैं (16 पंक्तियों और ऊंचे जोखिम पर 1000× तक); बीच के खाने सबसे अक्सर आते हैं।',
      'हर विकल्प के मल्टीप्लायर पेज पर दिखाए गए हैं; हर तालिका औसतन दांव का 98.9% से 99% लौटाती है (सटीक RTP तालिका के पास)।',
      'गेंद का रास्ता आपके सीड और नॉन्स से निकाला जाता है, इसलिए हर गिरावट की जांच की जा सकती है।',
    ],
  },
};

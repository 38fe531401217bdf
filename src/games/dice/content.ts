import type { GameInfo, Localized } from '../kit/types';

/** What the dice game is called and how it plays, in every language. */
export const content: Localized<GameInfo> = {
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
};

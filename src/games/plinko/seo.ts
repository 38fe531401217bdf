// The SEO entry of /games/plinko in every language, for private/seo.json (the operator's file, which
// the page reads): copied there when the game is wired into the registries.
import type { Localized } from '../kit/types';

export const seo: Localized<{ title: string; description: string; keywords: string; text: string }> = {
  ru: {
    title: 'Плинко — бросьте шарик и выиграйте до 1000× | Онлайн-казино',
    description:
      'Игра «Плинко» онлайн: выберите от 8 до 16 рядов и риск, бросьте шарик сквозь колышки и выиграйте до 1000× ставки. RTP 98,9–99%, доказуемо честно.',
    keywords: 'плинко, plinko, игра плинко онлайн, шарик и колышки, доказуемо честная игра',
    text: '«Плинко» — игра одного броска: выберите число рядов колышков от 8 до 16 и уровень риска, сделайте ставку и бросьте шарик. На каждом ряду он уходит влево или вправо и попадает в лунку со своим множителем: крайние лунки редки и платят больше всего, центральные выпадают чаще. Таблица множителей выбранного поля и её точный RTP показаны на странице.\n\nПуть шарика вычисляется из серверного сида, вашего клиентского сида и nonce ставки, поэтому каждый бросок можно проверить в верификаторе или офлайн-скриптом.',
  },
  en: {
    title: 'Plinko — drop the ball and win up to 1000× | Online casino',
    description:
      'Play Plinko online: choose 8 to 16 rows and a risk level, drop the ball through the pegs and win up to 1000× your stake. 98.9–99% RTP, provably fair.',
    keywords: 'plinko, plinko game, plinko casino, drop the ball, provably fair plinko',
    text: 'Plinko is a one-drop game: choose 8 to 16 rows of pegs and a risk level, place your stake and drop the ball. At every row it goes left or right and lands in a bucket with its own multiplier: the outer buckets are rare and pay the most, the middle ones come up most often. The multipliers of the board you chose and their exact RTP are shown on the page.\n\nThe ball’s path is derived from the server seed, your client seed and the bet’s nonce, so every drop can be checked in the verifier or with the offline script.',
  },
  kz: {
    title: 'Плинко — шарды тастап, 1000× дейін ұтыңыз | Онлайн-казино',
    description:
      'Плинконы онлайн ойнаңыз: 8-ден 16-ға дейін қатар мен тәуекелді таңдап, шарды қазықтар арасына тастаңыз және бәстің 1000× дейін ұтыңыз. RTP 98,9–99%.',
    keywords: 'плинко, plinko, плинко ойыны, шар мен қазықтар, provably fair',
    text: 'Плинко — бір лақтырыстық ойын: 8-ден 16-ға дейінгі қазық қатарларын және тәуекел деңгейін таңдап, бәс қойып, шарды тастаңыз. Әр қатарда ол солға не оңға кетіп, өз көбейткіші бар ұяға түседі: шеткі ұялар сирек түседі және ең көп төлейді, ортаңғылары жиі түседі. Таңдалған алаңның көбейткіштері мен нақты RTP-і бетте көрсетілген.\n\nШардың жолы сервер сидінен, сіздің клиент сидіңізден және бәстің нонсынан есептеледі, сондықтан әр лақтыруды верификаторда немесе офлайн скриптпен тексеруге болады.',
  },
  br: {
    title: 'Plinko — solte a bola e ganhe até 1000× | Cassino online',
    description:
      'Jogue Plinko online: escolha de 8 a 16 linhas e o nível de risco, solte a bola entre os pinos e ganhe até 1000× a aposta. RTP de 98,9–99%, comprovadamente justo.',
    keywords: 'plinko, jogo plinko, plinko cassino, soltar a bola, provably fair',
    text: 'Plinko é um jogo de um lançamento: escolha de 8 a 16 linhas de pinos e o nível de risco, faça a aposta e solte a bola. Em cada linha ela vai para a esquerda ou para a direita e cai em uma casa com o seu multiplicador: as casas das pontas são raras e pagam mais, as do meio saem com mais frequência. Os multiplicadores do tabuleiro escolhido e o RTP exato aparecem na página.\n\nO caminho da bola é calculado a partir da semente do servidor, da sua semente de cliente e do nonce da aposta, então cada lançamento pode ser conferido no verificador ou com o script offline.',
  },
  hi: {
    title: 'प्लिंको — गेंद गिराएं और 1000× तक जीतें | ऑनलाइन कैसीनो',
    description:
      'ऑनलाइन प्लिंको खेलें: 8 से 16 पंक्तियां और जोखिम चुनें, गेंद को खूंटियों के बीच गिराएं और दांव का 1000× तक जीतें। 98.9–99% RTP, प्रमाणित निष्पक्ष।',
    keywords: 'प्लिंको, plinko, प्लिंको गेम, गेंद गिराएं, provably fair',
    text: 'प्लिंको एक गिरावट का गेम है: खूंटियों की 8 से 16 पंक्तियां और जोखिम का स्तर चुनें, दांव लगाएं और गेंद गिराएं। हर पंक्ति पर वह बाएं या दाएं जाती है और अपने मल्टीप्लायर वाले खाने में गिरती है: किनारे के खाने दुर्लभ हैं और सबसे ज़्यादा देते हैं, बीच वाले सबसे अक्सर आते हैं। चुने गए बोर्ड के मल्टीप्लायर और उनका सटीक RTP पेज पर दिखाए जाते हैं।\n\nगेंद का रास्ता सर्वर सीड, आपके क्लाइंट सीड और दांव के नॉन्स से निकाला जाता है, इसलिए हर गिरावट की जांच वेरिफ़ायर या ऑफ़लाइन स्क्रिप्ट से की जा सकती है।',
  },
};

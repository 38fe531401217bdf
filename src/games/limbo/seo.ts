// The SEO entry of /games/limbo in every language, for private/seo.json (the operator's file, which
// the page reads): copied there when the game is wired into the registries.
import type { Localized } from '../kit/types';

export const seo: Localized<{ title: string; description: string; keywords: string; text: string }> = {
  ru: {
    title: 'Лимбо — назовите множитель и выиграйте до 1 000 000× | Онлайн-казино',
    description:
      'Игра «Лимбо» онлайн: задайте целевой множитель от 1,01× до 1 000 000× и получите результат мгновенно. Точный шанс на экране, RTP 99%, доказуемо честно.',
    keywords: 'лимбо, limbo, игра лимбо онлайн, множитель, доказуемо честная игра',
    text: '«Лимбо» — игра одной ставки: назовите целевой множитель, и игра сразу выдаст случайный результат. Если он не меньше цели, вы выигрываете ставку, умноженную на цель. Шанс выигрыша — около 99%, делённых на цель, и точная цифра видна до ставки.\n\nРезультат вычисляется из серверного сида, вашего клиентского сида и nonce ставки, поэтому каждую ставку можно проверить в верификаторе или офлайн-скриптом.',
  },
  en: {
    title: 'Limbo — name your multiplier, win up to 1,000,000× | Online casino',
    description:
      'Play Limbo online: set a target multiplier from 1.01× to 1,000,000× and get the result instantly. The exact chance is on the screen, 99% RTP, provably fair.',
    keywords: 'limbo, limbo game, limbo casino, multiplier game, provably fair limbo',
    text: 'Limbo is a one-bet game: name a target multiplier and the game instantly draws a random result. If it reaches your target, you win the stake times the target. The chance to win is about 99% divided by the target, and the exact figure is shown before you bet.\n\nThe result is derived from the server seed, your client seed and the bet’s nonce, so every bet can be checked in the verifier or with the offline script.',
  },
  kz: {
    title: 'Лимбо — көбейткішті атап, 1 000 000× дейін ұтыңыз | Онлайн-казино',
    description:
      'Лимбоны онлайн ойнаңыз: 1,01×-тен 1 000 000×-ке дейінгі мақсатты көбейткішті белгілеп, нәтижені бірден алыңыз. Нақты мүмкіндік экранда, RTP 99%.',
    keywords: 'лимбо, limbo, лимбо ойыны, көбейткіш, provably fair',
    text: 'Лимбо — бір бәстік ойын: мақсатты көбейткішті атаңыз, ойын бірден кездейсоқ нәтиже шығарады. Ол мақсаттан кем болмаса, бәсті мақсатқа көбейткенді ұтасыз. Ұту мүмкіндігі шамамен 99%-ды мақсатқа бөлгенге тең, нақты сан бәске дейін көрсетіледі.\n\nНәтиже сервер сидінен, сіздің клиент сидіңізден және бәстің нонсынан есептеледі, сондықтан әр бәсті верификаторда немесе офлайн скриптпен тексеруге болады.',
  },
  br: {
    title: 'Limbo — escolha o multiplicador e ganhe até 1.000.000× | Cassino online',
    description:
      'Jogue Limbo online: defina um multiplicador alvo de 1,01× a 1.000.000× e veja o resultado na hora. A chance exata aparece na tela, RTP de 99%, comprovadamente justo.',
    keywords: 'limbo, jogo limbo, limbo cassino, jogo de multiplicador, provably fair',
    text: 'Limbo é um jogo de uma aposta: escolha um multiplicador alvo e o jogo sorteia na hora um resultado aleatório. Se ele alcançar o seu alvo, você ganha a aposta vezes o alvo. A chance de ganhar é cerca de 99% dividido pelo alvo, e o número exato aparece antes da aposta.\n\nO resultado é calculado a partir da semente do servidor, da sua semente de cliente e do nonce da aposta, então cada aposta pode ser conferida no verificador ou com o script offline.',
  },
  hi: {
    title: 'लिम्बो — अपना मल्टीप्लायर चुनें, 1,000,000× तक जीतें | ऑनलाइन कैसीनो',
    description:
      'ऑनलाइन लिम्बो खेलें: 1.01× से 1,000,000× तक का लक्ष्य मल्टीप्लायर तय करें और तुरंत नतीजा पाएं। सटीक संभावना स्क्रीन पर, 99% RTP, प्रमाणित निष्पक्ष।',
    keywords: 'लिम्बो, limbo, लिम्बो गेम, मल्टीप्लायर गेम, provably fair',
    text: 'लिम्बो एक दांव का गेम है: लक्ष्य मल्टीप्लायर चुनें और गेम तुरंत एक रैंडम नतीजा निकालता है। अगर वह आपके लक्ष्य तक पहुंचता है, तो आप दांव गुणा लक्ष्य जीतते हैं। जीत की संभावना लगभग 99% को लक्ष्य से भाग देने जितनी है, और सटीक आंकड़ा दांव से पहले दिखता है।\n\nनतीजा सर्वर सीड, आपके क्लाइंट सीड और दांव के नॉन्स से निकाला जाता है, इसलिए हर दांव की जांच वेरिफ़ायर या ऑफ़लाइन स्क्रिप्ट से की जा सकती है।',
  },
};

import type { GameInfo, Localized } from '../kit/types';

/** What Limbo is called and how it plays, in every language. */
export const content: Localized<GameInfo> = {
  ru: {
    name: 'Лимбо',
    tagline: 'Назовите множитель — до 1 000 000× за одну ставку',
    description:
      'Задайте целевой множитель и сделайте ставку: игра сразу выдаёт случайный множитель. Если он не меньше вашей цели, ставка выигрывает ровно цель. Чем выше цель, тем реже выигрыш — точный шанс виден до ставки.',
    rules: [
      'Выберите ставку и целевой множитель от 1,01× до 1 000 000× (два знака после запятой).',
      'Игра выдаёт результат — множитель от 1,00×; ставка выигрывает, если результат не меньше цели.',
      'Выигрыш равен ставке, умноженной на цель, каким бы большим ни был результат; иначе ставка проигрывает.',
      'Шанс выигрыша около 99%, делённых на цель (при цели 2× — 49,5%); точный шанс для вашей цели показан на экране.',
      'RTP любой цели — 99% с точностью до сотых долей процента (преимущество казино 1%); выплата не может превысить максимальную выплату казино.',
      'Результат вычисляется из ваших сидов и nonce, поэтому каждую ставку можно проверить.',
    ],
  },
  en: {
    name: 'Limbo',
    tagline: 'Name your multiplier: up to 1,000,000× on one bet',
    description:
      'Set a target multiplier and place your bet: the game instantly draws a random multiplier. If it reaches your target, you win exactly the target. The higher the target, the rarer the win — the exact chance is shown before you bet.',
    rules: [
      'Choose your stake and a target multiplier from 1.01× to 1,000,000× (two decimals).',
      'The game draws a result, a multiplier of 1.00× or more; you win when the result is at least your target.',
      'A win pays the stake times the target, however high the result goes; otherwise the stake is lost.',
      'The chance to win is about 99% divided by the target (49.5% at 2×); the exact chance for your target is shown on the screen.',
      'Every target returns 99% to within a few hundredths of a percent (a 1% house edge); no bet may pay more than the casino’s maximum payout.',
      'The result is derived from your seeds and the nonce, so every bet can be verified.',
    ],
  },
  kz: {
    name: 'Лимбо',
    tagline: 'Көбейткішті өзіңіз атаңыз: бір бәсте 1 000 000× дейін',
    description:
      'Мақсатты көбейткішті белгілеп, бәс қойыңыз: ойын бірден кездейсоқ көбейткіш шығарады. Ол мақсатыңыздан кем болмаса, бәс дәл мақсатты ұтады. Мақсат неғұрлым жоғары болса, ұтыс соғұрлым сирек — нақты мүмкіндік бәске дейін көрсетіледі.',
    rules: [
      'Бәс сомасын және 1,01× бастап 1 000 000× дейінгі мақсатты көбейткішті таңдаңыз (үтірден кейін екі таңба).',
      'Ойын нәтиже шығарады — 1,00× немесе одан жоғары көбейткіш; нәтиже мақсаттан кем болмаса, бәс ұтады.',
      'Ұтыс нәтиже қаншалықты жоғары болса да бәсті мақсатқа көбейткенге тең; әйтпесе бәс ұтылады.',
      'Ұту мүмкіндігі шамамен 99%-ды мақсатқа бөлгенге тең (2× кезінде 49,5%); мақсатыңыздың нақты мүмкіндігі экранда көрсетілген.',
      'Кез келген мақсаттың RTP-і пайыздың жүзден бір бөлігіне дейінгі дәлдікпен 99% (казино артықшылығы 1%); төлем казиноның ең жоғары төлемінен аспайды.',
      'Нәтиже сіздің сидтеріңіз бен нонстан есептеледі, сондықтан әр бәсті тексеруге болады.',
    ],
  },
  br: {
    name: 'Limbo',
    tagline: 'Escolha seu multiplicador: até 1.000.000× em uma aposta',
    description:
      'Defina um multiplicador alvo e faça sua aposta: o jogo sorteia na hora um multiplicador aleatório. Se ele alcançar o seu alvo, você ganha exatamente o alvo. Quanto maior o alvo, mais raro o ganho — a chance exata aparece antes da aposta.',
    rules: [
      'Escolha o valor da aposta e um multiplicador alvo de 1,01× a 1.000.000× (duas casas decimais).',
      'O jogo sorteia um resultado, um multiplicador de 1,00× ou mais; você ganha quando o resultado é pelo menos o seu alvo.',
      'Um ganho paga a aposta vezes o alvo, por maior que seja o resultado; caso contrário, a aposta é perdida.',
      'A chance de ganhar é cerca de 99% dividido pelo alvo (49,5% em 2×); a chance exata do seu alvo aparece na tela.',
      'Todo alvo devolve 99% com precisão de centésimos de ponto percentual (vantagem da casa de 1%); nenhuma aposta paga mais que o pagamento máximo do cassino.',
      'O resultado é calculado a partir das suas sementes e do nonce, então cada aposta pode ser verificada.',
    ],
  },
  hi: {
    name: 'लिम्बो',
    tagline: 'अपना मल्टीप्लायर चुनें: एक दांव पर 1,000,000× तक',
    description:
      'एक लक्ष्य मल्टीप्लायर तय करें और दांव लगाएं: गेम तुरंत एक रैंडम मल्टीप्लायर निकालता है। अगर वह आपके लक्ष्य तक पहुंचता है, तो आप ठीक लक्ष्य जितना जीतते हैं। लक्ष्य जितना ऊंचा, जीत उतनी दुर्लभ — सटीक संभावना दांव से पहले दिखती है।',
    rules: [
      'दांव की राशि और 1.01× से 1,000,000× तक का लक्ष्य मल्टीप्लायर चुनें (दशमलव के बाद दो अंक)।',
      'गेम एक नतीजा निकालता है, 1.00× या उससे ज़्यादा का मल्टीप्लायर; नतीजा लक्ष्य के बराबर या ज़्यादा हो तो आप जीतते हैं।',
      'जीत पर दांव गुणा लक्ष्य मिलता है, नतीजा कितना भी ऊंचा हो; वरना दांव हार जाते हैं।',
      'जीत की संभावना लगभग 99% को लक्ष्य से भाग देने जितनी है (2× पर 49.5%); आपके लक्ष्य की सटीक संभावना स्क्रीन पर दिखती है।',
      'हर लक्ष्य प्रतिशत के सौवें हिस्से तक 99% लौटाता है (1% हाउस एज); कोई दांव कैसीनो के अधिकतम भुगतान से ज़्यादा नहीं देता।',
      'नतीजा आपके सीड और नॉन्स से निकाला जाता है, इसलिए हर दांव की जांच की जा सकती है।',
    ],
  },
};

import type { GameInfo, Localized } from '../kit/types';

/** What the cases game is called and how it plays, in every language. */
export const content: Localized<GameInfo> = {
  ru: {
    name: 'Кейсы',
    tagline: 'Откройте кейс и узнайте, что выпадет',
    description:
      'В каждом кейсе — набор предметов со своей стоимостью и опубликованным шансом выпадения. Откройте кейс, посмотрите, как крутится лента, и получите предмет, на котором она остановится.',
    rules: [
      'Выберите кейс: его цена и полное содержимое видны до открытия.',
      'У каждого предмета указан шанс выпадения; сумма шансов в кейсе всегда равна 100%.',
      'Цена кейса списывается с баланса в момент открытия.',
      'Результат — честное случайное число, которое попадает в диапазон одного из предметов; чем реже предмет, тем уже его диапазон.',
      'Выигранный предмет зачисляется на ваш аккаунт; его стоимость указана в содержимом кейса.',
      'Каждое открытие можно проверить по вашим сидам и nonce.',
    ],
  },
  en: {
    name: 'Cases',
    tagline: 'Open a case and see what drops',
    description:
      'Every case holds a set of items, each with its own value and a published drop chance. Open a case, watch the reel spin and get the item it stops on.',
    rules: [
      'Pick a case: its price and full contents are shown before you open it.',
      'Every item has a published drop chance; the chances in a case always add up to 100%.',
      'The price of the case is deducted from your balance when you open it.',
      "The result is a provably fair random number that falls into one item's range; the rarer the item, the narrower its range.",
      'The item you win is added to your account; its value is listed in the case contents.',
      'You can verify every opening with your seeds and the nonce.',
    ],
  },
  kz: {
    name: 'Кейстер',
    tagline: 'Кейсті ашып, не түсетінін біліңіз',
    description:
      'Әр кейсте өз құны мен жарияланған түсу ықтималдығы бар заттар жинағы болады. Кейсті ашып, лентаның айналуын бақылаңыз да, ол тоқтаған затты алыңыз.',
    rules: [
      'Кейсті таңдаңыз: оның бағасы мен толық мазмұны ашқанға дейін көрсетіледі.',
      'Әр заттың түсу ықтималдығы жарияланған; кейстегі ықтималдықтардың қосындысы әрқашан 100%.',
      'Кейстің бағасы ашқан сәтте балансыңыздан шегеріледі.',
      'Нәтиже — адал кездейсоқ сан, ол заттардың біреуінің ауқымына түседі; зат неғұрлым сирек болса, оның ауқымы соғұрлым тар.',
      'Ұтып алған зат аккаунтыңызға есептеледі; оның құны кейс мазмұнында көрсетілген.',
      'Әр ашылымды сидтеріңіз бен нонс арқылы тексеруге болады.',
    ],
  },
  br: {
    name: 'Caixas',
    tagline: 'Abra uma caixa e descubra o que vem',
    description:
      'Cada caixa reúne um conjunto de itens, cada um com seu valor e uma chance de saída publicada. Abra a caixa, veja a faixa de itens girar e receba o item em que ela parar.',
    rules: [
      'Escolha uma caixa: o preço e todo o conteúdo aparecem antes da abertura.',
      'Cada item tem uma chance de saída publicada; a soma das chances de uma caixa é sempre 100%.',
      'O preço da caixa é debitado do saldo no momento da abertura.',
      'O resultado é um número aleatório comprovadamente justo que cai na faixa de um dos itens; quanto mais raro o item, mais estreita a faixa.',
      'O item ganho é creditado na sua conta; o valor dele aparece no conteúdo da caixa.',
      'Cada abertura pode ser verificada com suas sementes e o nonce.',
    ],
  },
  hi: {
    name: 'केस',
    tagline: 'केस खोलें और देखें क्या निकलता है',
    description:
      'हर केस में कई आइटम होते हैं, जिनकी अपनी कीमत और प्रकाशित निकलने की संभावना होती है। केस खोलें, घूमती पट्टी देखें और जिस आइटम पर वह रुके, उसे पाएं।',
    rules: [
      'केस चुनें: खोलने से पहले उसकी कीमत और पूरी सामग्री दिखाई जाती है।',
      'हर आइटम की निकलने की संभावना प्रकाशित है; एक केस की सभी संभावनाओं का योग हमेशा 100% होता है।',
      'केस खोलते ही उसकी कीमत आपके बैलेंस से काट ली जाती है।',
      'परिणाम एक निष्पक्ष यादृच्छिक संख्या है जो किसी एक आइटम की सीमा में आती है; आइटम जितना दुर्लभ, उसकी सीमा उतनी छोटी।',
      'जीता गया आइटम आपके खाते में जोड़ दिया जाता है; उसकी कीमत केस की सामग्री में दिखाई गई है।',
      'हर बार केस खोलने की जांच आपके सीड और नॉन्स से की जा सकती है।',
    ],
  },
};

/**
 * The cases' names in every language, by catalog slug. The catalog table keeps one operator
 * name per case; the site shows these so a Russian page never says "Starter" (a case the
 * operator adds without a name here shows the catalog's name).
 */
export const CASE_NAMES: Localized<Record<string, string>> = {
  ru: {
    starter: 'Стартовый',
    bronze: 'Бронзовый',
    silver: 'Серебряный',
    gold: 'Золотой',
    platinum: 'Платиновый',
    diamond: 'Бриллиантовый',
    cyber: 'Кибер',
    dragon: 'Драконий',
  },
  en: {
    starter: 'Starter',
    bronze: 'Bronze',
    silver: 'Silver',
    gold: 'Gold',
    platinum: 'Platinum',
    diamond: 'Diamond',
    cyber: 'Cyber',
    dragon: 'Dragon',
  },
  kz: {
    starter: 'Бастапқы',
    bronze: 'Қола',
    silver: 'Күміс',
    gold: 'Алтын',
    platinum: 'Платина',
    diamond: 'Гауһар',
    cyber: 'Кибер',
    dragon: 'Айдаһар',
  },
  br: {
    starter: 'Inicial',
    bronze: 'Bronze',
    silver: 'Prata',
    gold: 'Ouro',
    platinum: 'Platina',
    diamond: 'Diamante',
    cyber: 'Cyber',
    dragon: 'Dragão',
  },
  hi: {
    starter: 'स्टार्टर',
    bronze: 'कांस्य',
    silver: 'रजत',
    gold: 'स्वर्ण',
    platinum: 'प्लैटिनम',
    diamond: 'डायमंड',
    cyber: 'साइबर',
    dragon: 'ड्रैगन',
  },
};

/** A case's name in the visitor's language, or the catalog's name for a case not listed above. */
export const caseName = (slug: string, lang: keyof typeof CASE_NAMES, catalogName: string): string => {
  const names = CASE_NAMES[lang];
  // Own names only: a slug such as `constructor` must not find Object.prototype's member.
  return Object.hasOwn(names, slug) ? names[slug]! : catalogName;
};

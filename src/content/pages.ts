import type { Localized, OfferInfo, VipLevel } from './types';

export const BONUSES: Localized<{ intro: string; offers: OfferInfo[] }> = {
  ru: {
    intro:
      'Дополнительная выгода на каждом этапе игры: приветственный бонус для новичков, еженедельный кешбэк, промокоды и регулярные турниры. У каждого предложения понятные условия, поэтому вы всегда знаете, что нужно сделать, чтобы вывести выигрыш.',
    offers: [
      {
        title: 'Приветственный бонус',
        text: 'Получите бонус к первому депозиту и начните игру с увеличенным балансом. Бонус зачисляется на бонусный баланс сразу после пополнения.',
        terms:
          'Доступен один раз на человека при первом пополнении. Минимальный депозит, размер бонуса, вейджер и срок действия указаны в предложении до активации. До завершения отыгрыша максимальная ставка бонусными средствами ограничена.',
      },
      {
        title: 'Еженедельный кешбэк',
        text: 'Возвращайте часть чистого проигрыша каждую неделю. Чем выше ваш VIP-уровень, тем больше процент кешбэка.',
        terms:
          'Рассчитывается от чистого проигрыша (ставки минус выигрыши) за прошедшую неделю без учёта ставок бонусными средствами. Начисляется в начале недели; процент зависит от VIP-уровня, а срок получения указан в профиле.',
      },
      {
        title: 'Промокоды',
        text: 'Вводите промокоды в профиле и получайте фриспины, бонусы к депозиту и денежные призы. Подпишитесь на наш Telegram-канал и рассылку, чтобы не пропускать новые коды.',
        terms:
          'Каждый код можно активировать один раз на аккаунт; срок действия и число активаций кода ограничены. На награды по промокодам может распространяться требование по отыгрышу — оно показывается при активации.',
      },
      {
        title: 'Турниры и фриспины',
        text: 'Соревнуйтесь в регулярных турнирах по нашим играм и слотам и получайте фриспины в избранных слотах. Призовой фонд делят лучшие участники турнирной таблицы.',
        terms:
          'Очки в турнире начисляются по правилам, опубликованным на странице турнира. Выигрыши с фриспинов зачисляются на бонусный баланс и должны быть отыграны перед выводом.',
      },
    ],
  },
  en: {
    intro:
      'Extra value at every stage of play: a welcome bonus for newcomers, weekly cashback, promo codes and regular tournaments. Every offer comes with clear terms, so you always know what it takes to withdraw your winnings.',
    offers: [
      {
        title: 'Welcome bonus',
        text: 'Get a bonus on your first deposit and start playing with a bigger balance. The bonus is credited to your bonus balance as soon as the deposit arrives.',
        terms:
          'Available once per person, on the first deposit. The minimum deposit, bonus amount, wagering requirement and validity period are shown in the offer before you activate it. Until wagering is complete, the maximum bet with bonus funds is limited.',
      },
      {
        title: 'Weekly cashback',
        text: 'Get part of your net losses back every week. The higher your VIP level, the higher your cashback rate.',
        terms:
          'Calculated on net losses (bets minus winnings) for the previous week, excluding bets placed with bonus funds. Credited at the start of each week; the rate depends on your VIP level, and the period for claiming it is shown in your profile.',
      },
      {
        title: 'Promo codes',
        text: 'Enter promo codes in your profile to get free spins, deposit bonuses and cash prizes. Follow our Telegram channel and subscribe to our emails so you never miss a new code.',
        terms:
          'Each code can be activated once per account and has a limited validity period and number of activations. Rewards from promo codes may carry a wagering requirement, which is shown when you activate the code.',
      },
      {
        title: 'Tournaments and free spins',
        text: 'Compete in regular tournaments on our in-house games and slots, and get free spins on selected slots. The prize pool is shared among the top places on the leaderboard.',
        terms:
          "Tournament points are awarded under the rules published on each tournament's page. Winnings from free spins are credited to the bonus balance and must be wagered before withdrawal.",
      },
    ],
  },
  kz: {
    intro:
      'Ойынның әр кезеңінде қосымша пайда: жаңа ойыншыларға сәлемдесу бонусы, апта сайынғы кэшбэк, промокодтар және тұрақты турнирлер. Әр ұсыныстың шарттары түсінікті, сондықтан ұтысты шығару үшін не істеу керегін әрқашан білесіз.',
    offers: [
      {
        title: 'Сәлемдесу бонусы',
        text: 'Алғашқы депозитке бонус алып, ойынды ұлғайтылған баланспен бастаңыз. Бонус шот толтырылған бойда бонустық балансқа есептеледі.',
        terms:
          'Бір адамға алғашқы толтыру кезінде бір рет беріледі. Ең аз депозит, бонус мөлшері, айналым талабы мен әрекет ету мерзімі белсендіруге дейін ұсыныста көрсетіледі. Айналым аяқталғанға дейін бонустық қаражатпен қойылатын ең жоғары бәс шектеледі.',
      },
      {
        title: 'Апта сайынғы кэшбэк',
        text: 'Таза ұтылысыңыздың бір бөлігін апта сайын қайтарып алыңыз. VIP-деңгейіңіз неғұрлым жоғары болса, кэшбэк пайызы соғұрлым көп.',
        terms:
          'Өткен аптадағы таза ұтылыстан (бәстер минус ұтыстар) бонустық қаражатпен қойылған бәстерді есепке алмай есептеледі. Апта басында беріледі; пайызы VIP-деңгейге байланысты, ал алу мерзімі профильде көрсетілген.',
      },
      {
        title: 'Промокодтар',
        text: 'Профильде промокодтарды енгізіп, тегін айналымдар, депозитке бонустар және ақшалай сыйлықтар алыңыз. Жаңа кодтарды жіберіп алмау үшін Telegram арнамызға және хабарламалар таратылымына жазылыңыз.',
        terms:
          'Әр кодты бір аккаунтқа бір рет белсендіруге болады; кодтың әрекет ету мерзімі мен белсендіру саны шектеулі. Промокод бойынша берілетін сыйлықтарға айналым талабы қойылуы мүмкін — ол белсендіру кезінде көрсетіледі.',
      },
      {
        title: 'Турнирлер мен тегін айналымдар',
        text: 'Біздің ойындар мен слоттар бойынша тұрақты турнирлерде жарысып, таңдаулы слоттарда тегін айналымдар алыңыз. Жүлде қорын турнир кестесіндегі үздік қатысушылар бөліседі.',
        terms:
          'Турнир ұпайлары турнир бетінде жарияланған ережелер бойынша беріледі. Тегін айналымдардан түскен ұтыстар бонустық балансқа есептеледі және шығару алдында айналымға салынуы тиіс.',
      },
    ],
  },
  br: {
    intro:
      'Vantagens extras em cada etapa do jogo: bônus de boas-vindas para novos jogadores, cashback semanal, códigos promocionais e torneios regulares. Cada oferta tem regras claras, então você sempre sabe o que precisa fazer para sacar seus ganhos.',
    offers: [
      {
        title: 'Bônus de boas-vindas',
        text: 'Ganhe um bônus no primeiro depósito e comece a jogar com um saldo maior. O bônus é creditado no saldo de bônus assim que o depósito é confirmado.',
        terms:
          'Disponível uma vez por pessoa, no primeiro depósito. O depósito mínimo, o valor do bônus, o requisito de apostas e o prazo de validade aparecem na oferta antes da ativação. Até o requisito ser cumprido, a aposta máxima com saldo de bônus é limitada.',
      },
      {
        title: 'Cashback semanal',
        text: 'Receba de volta parte das suas perdas líquidas toda semana. Quanto maior o seu nível VIP, maior a porcentagem de cashback.',
        terms:
          'Calculado sobre as perdas líquidas (apostas menos ganhos) da semana anterior, sem contar apostas feitas com saldo de bônus. É creditado no início de cada semana; a porcentagem depende do nível VIP, e o prazo para resgatar aparece no seu perfil.',
      },
      {
        title: 'Códigos promocionais',
        text: 'Insira códigos promocionais no seu perfil e ganhe giros grátis, bônus de depósito e prêmios em dinheiro. Siga nosso canal no Telegram e receba nossos e-mails para não perder nenhum código novo.',
        terms:
          'Cada código pode ser ativado uma vez por conta e tem prazo de validade e número de ativações limitados. As recompensas de códigos promocionais podem ter requisito de apostas, informado no momento da ativação.',
      },
      {
        title: 'Torneios e giros grátis',
        text: 'Dispute torneios regulares nos nossos jogos próprios e em caça-níqueis e ganhe giros grátis em jogos selecionados. O prêmio total é dividido entre os primeiros colocados do ranking.',
        terms:
          'Os pontos do torneio são concedidos conforme as regras publicadas na página de cada torneio. Os ganhos com giros grátis vão para o saldo de bônus e precisam cumprir o requisito de apostas antes do saque.',
      },
    ],
  },
  hi: {
    intro:
      'खेल के हर चरण में अतिरिक्त फ़ायदा: नए खिलाड़ियों के लिए स्वागत बोनस, साप्ताहिक कैशबैक, प्रोमो कोड और नियमित टूर्नामेंट। हर ऑफ़र की शर्तें साफ़ हैं, इसलिए आप हमेशा जानते हैं कि अपनी जीत निकालने के लिए क्या करना होगा।',
    offers: [
      {
        title: 'स्वागत बोनस',
        text: 'पहली जमा पर बोनस पाएं और बड़े बैलेंस के साथ खेलना शुरू करें। जमा होते ही बोनस आपके बोनस बैलेंस में आ जाता है।',
        terms:
          'हर व्यक्ति के लिए पहली जमा पर केवल एक बार उपलब्ध। न्यूनतम जमा, बोनस राशि, वेजरिंग की शर्त और वैधता अवधि सक्रिय करने से पहले ऑफ़र में दिखाई जाती है। वेजरिंग पूरी होने तक बोनस राशि से लगाया जाने वाला अधिकतम दांव सीमित रहता है।',
      },
      {
        title: 'साप्ताहिक कैशबैक',
        text: 'हर हफ़्ते अपने शुद्ध नुकसान का एक हिस्सा वापस पाएं। आपका वीआईपी स्तर जितना ऊंचा, कैशबैक का प्रतिशत उतना ज़्यादा।',
        terms:
          'पिछले हफ़्ते के शुद्ध नुकसान (दांव घटा जीत) पर गणना की जाती है, बोनस राशि से लगाए गए दांवों को छोड़कर। कैशबैक हर हफ़्ते की शुरुआत में जमा होता है; प्रतिशत वीआईपी स्तर पर निर्भर करता है, और इसे लेने की अवधि आपकी प्रोफ़ाइल में दिखाई जाती है।',
      },
      {
        title: 'प्रोमो कोड',
        text: 'अपनी प्रोफ़ाइल में प्रोमो कोड डालें और फ्री स्पिन, जमा बोनस और नकद इनाम पाएं। कोई नया कोड न छूटे, इसके लिए हमारे टेलीग्राम चैनल से जुड़ें और ईमेल सूचनाओं की सदस्यता लें।',
        terms:
          'हर कोड एक खाते पर एक बार सक्रिय किया जा सकता है, और उसकी वैधता अवधि और सक्रियणों की संख्या सीमित होती है। प्रोमो कोड से मिले इनामों पर वेजरिंग की शर्त लागू हो सकती है, जो कोड सक्रिय करते समय दिखाई जाती है।',
      },
      {
        title: 'टूर्नामेंट और फ्री स्पिन',
        text: 'हमारे इन-हाउस खेलों और स्लॉट्स के नियमित टूर्नामेंट में मुकाबला करें और चुनिंदा स्लॉट्स में फ्री स्पिन पाएं। इनामी राशि लीडरबोर्ड के शीर्ष खिलाड़ियों में बांटी जाती है।',
        terms:
          'टूर्नामेंट पॉइंट हर टूर्नामेंट के पेज पर प्रकाशित नियमों के अनुसार दिए जाते हैं। फ्री स्पिन से हुई जीत बोनस बैलेंस में जमा होती है और निकासी से पहले उसकी वेजरिंग पूरी करनी होती है।',
      },
    ],
  },
};

export const VIP: Localized<{ intro: string; levels: VipLevel[]; howTo: string[] }> = {
  ru: {
    intro:
      'VIP-клуб вознаграждает за лояльность. За каждую ставку на реальные деньги начисляются VIP-очки: чем больше вы играете, тем выше уровень и тем больше привилегий. Прогресс отображается в вашем профиле.',
    levels: [
      {
        name: 'Бронза',
        minPoints: 0,
        perks: [
          'Доступ в VIP-клуб с первой ставки',
          'Еженедельный кешбэк',
          'Участие в турнирах и розыгрышах промокодов',
        ],
      },
      {
        name: 'Серебро',
        minPoints: 1000,
        perks: ['Повышенный еженедельный кешбэк', 'Бонус ко дню рождения', 'Приоритетная поддержка'],
      },
      {
        name: 'Золото',
        minPoints: 5000,
        perks: [
          'Ещё более высокий процент кешбэка',
          'Ускоренная обработка выплат',
          'Эксклюзивные промокоды и фриспины',
        ],
      },
      {
        name: 'Платина',
        minPoints: 20000,
        perks: ['Персональный VIP-менеджер', 'Повышенные лимиты на вывод', 'Приглашения в закрытые турниры'],
      },
      {
        name: 'Бриллиант',
        minPoints: 100000,
        perks: [
          'Максимальный процент кешбэка',
          'Приоритетная обработка выплат',
          'Индивидуальные бонусы и подарки',
          'Персональные условия по согласованию с менеджером',
        ],
      },
    ],
    howTo: [
      'Делайте ставки на реальные деньги в любых играх — VIP-очки начисляются автоматически пропорционально сумме ставки.',
      'Ставки бонусными средствами и отменённые ставки очков не приносят.',
      'Новый уровень присваивается сразу после достижения порога очков; прогресс виден в профиле.',
      'Привилегии нового уровня становятся доступны сразу после его получения.',
    ],
  },
  en: {
    intro:
      'Our VIP club rewards loyalty. Every real-money bet earns VIP points: the more you play, the higher your level and the better your privileges. You can track your progress in your profile.',
    levels: [
      {
        name: 'Bronze',
        minPoints: 0,
        perks: [
          'VIP club access from your first bet',
          'Weekly cashback',
          'Entry to tournaments and promo code giveaways',
        ],
      },
      {
        name: 'Silver',
        minPoints: 1000,
        perks: ['Increased weekly cashback', 'Birthday bonus', 'Priority support'],
      },
      {
        name: 'Gold',
        minPoints: 5000,
        perks: ['An even higher cashback rate', 'Faster withdrawal processing', 'Exclusive promo codes and free spins'],
      },
      {
        name: 'Platinum',
        minPoints: 20000,
        perks: ['Personal VIP manager', 'Higher withdrawal limits', 'Invitations to private tournaments'],
      },
      {
        name: 'Diamond',
        minPoints: 100000,
        perks: [
          'The maximum cashback rate',
          'Priority withdrawal processing',
          'Tailored bonuses and gifts',
          'Personal terms agreed with your manager',
        ],
      },
    ],
    howTo: [
      'Place real-money bets in any game: VIP points are credited automatically in proportion to your stake.',
      'Bets placed with bonus funds and cancelled bets do not earn points.',
      'You move up a level as soon as you reach its points threshold; your progress is shown in your profile.',
      'The privileges of a new level are available as soon as you reach it.',
    ],
  },
  kz: {
    intro:
      'VIP-клуб адалдығыңызды бағалайды. Нақты ақшамен қойылған әр бәс үшін VIP-ұпайлар беріледі: неғұрлым көп ойнасаңыз, деңгейіңіз соғұрлым жоғары, ал артықшылықтар соғұрлым көп. Барысыңыз профильде көрсетіледі.',
    levels: [
      {
        name: 'Қола',
        minPoints: 0,
        perks: [
          'Бірінші бәстен бастап VIP-клубқа қолжетімділік',
          'Апта сайынғы кэшбэк',
          'Турнирлер мен промокод ұтыс ойындарына қатысу',
        ],
      },
      {
        name: 'Күміс',
        minPoints: 1000,
        perks: ['Жоғарылатылған апталық кэшбэк', 'Туған күнге арналған бонус', 'Басым қолдау'],
      },
      {
        name: 'Алтын',
        minPoints: 5000,
        perks: [
          'Кэшбэктің одан да жоғары пайызы',
          'Төлемдерді жедел өңдеу',
          'Эксклюзивті промокодтар мен тегін айналымдар',
        ],
      },
      {
        name: 'Платина',
        minPoints: 20000,
        perks: ['Жеке VIP-менеджер', 'Шығарудың жоғарылатылған лимиттері', 'Жабық турнирлерге шақырулар'],
      },
      {
        name: 'Гауһар',
        minPoints: 100000,
        perks: [
          'Кэшбэктің ең жоғары пайызы',
          'Төлемдерді бірінші кезекте өңдеу',
          'Жеке бонустар мен сыйлықтар',
          'Менеджермен келісілетін жеке шарттар',
        ],
      },
    ],
    howTo: [
      'Кез келген ойында нақты ақшамен бәс тігіңіз — VIP-ұпайлар бәс сомасына сәйкес автоматты түрде есептеледі.',
      'Бонустық қаражатпен қойылған және күші жойылған бәстер ұпай әкелмейді.',
      'Ұпай шегіне жеткен бойда жаңа деңгей беріледі; барысы профильде көрінеді.',
      'Жаңа деңгейдің артықшылықтары оған жеткен сәттен бастап қолжетімді болады.',
    ],
  },
  br: {
    intro:
      'O clube VIP recompensa a sua fidelidade. Cada aposta com dinheiro real rende pontos VIP: quanto mais você joga, mais alto o nível e melhores os privilégios. Seu progresso aparece no perfil.',
    levels: [
      {
        name: 'Bronze',
        minPoints: 0,
        perks: [
          'Acesso ao clube VIP desde a primeira aposta',
          'Cashback semanal',
          'Participação em torneios e sorteios de códigos promocionais',
        ],
      },
      {
        name: 'Prata',
        minPoints: 1000,
        perks: ['Cashback semanal maior', 'Bônus de aniversário', 'Suporte prioritário'],
      },
      {
        name: 'Ouro',
        minPoints: 5000,
        perks: [
          'Porcentagem de cashback ainda maior',
          'Saques processados mais rápido',
          'Códigos promocionais e giros grátis exclusivos',
        ],
      },
      {
        name: 'Platina',
        minPoints: 20000,
        perks: ['Gerente VIP pessoal', 'Limites de saque maiores', 'Convites para torneios fechados'],
      },
      {
        name: 'Diamante',
        minPoints: 100000,
        perks: [
          'Porcentagem máxima de cashback',
          'Saques processados com prioridade',
          'Bônus e presentes personalizados',
          'Condições individuais combinadas com o seu gerente',
        ],
      },
    ],
    howTo: [
      'Faça apostas com dinheiro real em qualquer jogo — os pontos VIP são creditados automaticamente, na proporção do valor apostado.',
      'Apostas feitas com saldo de bônus e apostas canceladas não rendem pontos.',
      'Você sobe de nível assim que atinge a pontuação necessária; o progresso aparece no perfil.',
      'Os privilégios do novo nível ficam disponíveis assim que você o alcança.',
    ],
  },
  hi: {
    intro:
      'वीआईपी क्लब आपकी वफ़ादारी का इनाम देता है। असली पैसों के हर दांव पर वीआईपी पॉइंट मिलते हैं: आप जितना ज़्यादा खेलते हैं, स्तर उतना ऊंचा और सुविधाएं उतनी बेहतर। आपकी प्रगति प्रोफ़ाइल में दिखाई जाती है।',
    levels: [
      {
        name: 'कांस्य',
        minPoints: 0,
        perks: ['पहले दांव से ही वीआईपी क्लब में प्रवेश', 'साप्ताहिक कैशबैक', 'टूर्नामेंट और प्रोमो कोड ड्रॉ में भागीदारी'],
      },
      {
        name: 'रजत',
        minPoints: 1000,
        perks: ['बढ़ा हुआ साप्ताहिक कैशबैक', 'जन्मदिन बोनस', 'प्राथमिकता वाली सहायता'],
      },
      {
        name: 'स्वर्ण',
        minPoints: 5000,
        perks: ['कैशबैक का और ऊंचा प्रतिशत', 'निकासी की तेज़ प्रोसेसिंग', 'विशेष प्रोमो कोड और फ्री स्पिन'],
      },
      {
        name: 'प्लैटिनम',
        minPoints: 20000,
        perks: ['निजी वीआईपी मैनेजर', 'बढ़ी हुई निकासी सीमाएं', 'बंद टूर्नामेंट के निमंत्रण'],
      },
      {
        name: 'हीरा',
        minPoints: 100000,
        perks: [
          'कैशबैक का अधिकतम प्रतिशत',
          'प्राथमिकता से निकासी प्रोसेसिंग',
          'व्यक्तिगत बोनस और उपहार',
          'मैनेजर के साथ तय की गई व्यक्तिगत शर्तें',
        ],
      },
    ],
    howTo: [
      'किसी भी खेल में असली पैसों से दांव लगाएं — वीआईपी पॉइंट दांव की राशि के अनुपात में अपने आप जमा होते हैं।',
      'बोनस राशि से लगाए गए और रद्द किए गए दांवों पर पॉइंट नहीं मिलते।',
      'पॉइंट की सीमा तक पहुंचते ही नया स्तर मिल जाता है; प्रगति प्रोफ़ाइल में दिखाई देती है।',
      'नए स्तर की सुविधाएं उसे पाते ही उपलब्ध हो जाती हैं।',
    ],
  },
};

export const BETTING: Localized<{ intro: string; sports: string[]; features: string[] }> = {
  ru: {
    intro:
      'Полноценная букмекерская линия в том же аккаунте, что и казино: топовые лиги и локальные турниры, прематч и лайв, единый баланс для всех игр.',
    sports: ['Футбол', 'Хоккей', 'Баскетбол', 'Теннис', 'Волейбол', 'Крикет', 'ММА и бокс', 'Киберспорт'],
    features: [
      'Ставки в лайве: ставьте по ходу матча с коэффициентами, которые обновляются в реальном времени.',
      'Кешаут: рассчитайте ставку досрочно, чтобы зафиксировать прибыль или сократить потери.',
      'Экспрессы: объединяйте несколько событий в одну ставку ради более высокого итогового коэффициента.',
      'Статистика: форма команд, личные встречи и данные матча в реальном времени помогут принять решение.',
    ],
  },
  en: {
    intro:
      'A full sportsbook in the same account as the casino: top leagues and local tournaments, pre-match and live, with a single balance for everything.',
    sports: ['Football', 'Ice hockey', 'Basketball', 'Tennis', 'Volleyball', 'Cricket', 'MMA and boxing', 'Esports'],
    features: [
      'Live betting: bet while the match is on, with odds updated in real time.',
      'Cash out: settle your bet early to lock in a profit or cut your losses.',
      'Accumulators: combine several selections into one bet for higher total odds.',
      'Statistics: team form, head-to-head records and live match data to help you decide.',
    ],
  },
  kz: {
    intro:
      'Казиномен бір аккаунттағы толыққанды букмекерлік желі: үздік лигалар мен жергілікті турнирлер, матчқа дейінгі және тікелей бәстер, барлық ойынға ортақ бір баланс.',
    sports: ['Футбол', 'Хоккей', 'Баскетбол', 'Теннис', 'Волейбол', 'Крикет', 'ММА және бокс', 'Киберспорт'],
    features: [
      'Тікелей бәстер: коэффициенттері нақты уақытта жаңарып отыратын матч барысында бәс тігіңіз.',
      'Мерзімінен бұрын есептеу: пайданы бекіту немесе шығынды азайту үшін бәсті ерте жабыңыз.',
      'Экспресстер: жалпы коэффициентті арттыру үшін бірнеше оқиғаны бір бәске біріктіріңіз.',
      'Статистика: командалардың формасы, өзара кездесулер және матчтың нақты уақыттағы деректері шешім қабылдауға көмектеседі.',
    ],
  },
  br: {
    intro:
      'Uma casa de apostas completa na mesma conta do cassino: principais ligas e torneios locais, apostas pré-jogo e ao vivo, com um único saldo para tudo.',
    sports: [
      'Futebol',
      'Hóquei no gelo',
      'Basquete',
      'Tênis',
      'Vôlei',
      'Críquete',
      'MMA e boxe',
      'Esportes eletrônicos',
    ],
    features: [
      'Apostas ao vivo: aposte durante a partida com cotações atualizadas em tempo real.',
      'Encerrar aposta: liquide a aposta antes do fim para garantir o lucro ou reduzir as perdas.',
      'Apostas múltiplas: combine várias seleções em um único bilhete para uma cotação total maior.',
      'Estatísticas: forma das equipes, confrontos diretos e dados da partida em tempo real para ajudar nas suas decisões.',
    ],
  },
  hi: {
    intro:
      'कैसीनो वाले उसी खाते में पूरी स्पोर्ट्सबुक: बड़ी लीग और स्थानीय टूर्नामेंट, मैच से पहले और लाइव दांव, और सब कुछ के लिए एक ही बैलेंस।',
    sports: ['क्रिकेट', 'फ़ुटबॉल', 'आइस हॉकी', 'बास्केटबॉल', 'टेनिस', 'वॉलीबॉल', 'एमएमए और बॉक्सिंग', 'ई-स्पोर्ट्स'],
    features: [
      'लाइव बेटिंग: मैच के दौरान दांव लगाएं, ऑड्स वास्तविक समय में अपडेट होते हैं।',
      'कैश आउट: मुनाफ़ा पक्का करने या नुकसान कम करने के लिए दांव को समय से पहले निपटाएं।',
      'एक्युमुलेटर: ज़्यादा कुल ऑड्स के लिए कई चयनों को एक दांव में जोड़ें।',
      'आंकड़े: टीमों का फ़ॉर्म, आमने-सामने के नतीजे और मैच का लाइव डेटा फ़ैसला लेने में मदद करते हैं।',
    ],
  },
};

export const TOP: Localized<{ intro: string; empty: string }> = {
  ru: {
    intro:
      'Самые крупные выигрыши на платформе. Откройте любую ставку, чтобы посмотреть подробности и проверить её через систему честной игры.',
    empty: 'Здесь пока нет выигрышей — ваш может стать первым!',
  },
  en: {
    intro:
      'The biggest wins on the platform. Open any bet to see the details and check it with the provably fair system.',
    empty: 'No wins here yet — yours could be the first!',
  },
  kz: {
    intro:
      'Платформадағы ең ірі ұтыстар. Толық ақпаратты көру және адал ойын жүйесі арқылы тексеру үшін кез келген бәсті ашыңыз.',
    empty: 'Мұнда әзірге ұтыстар жоқ — сіздікі бірінші болуы мүмкін!',
  },
  br: {
    intro:
      'Os maiores ganhos da plataforma. Abra qualquer aposta para ver os detalhes e conferi-la pelo sistema de jogo comprovadamente justo.',
    empty: 'Ainda não há ganhos aqui — o seu pode ser o primeiro!',
  },
  hi: {
    intro: 'प्लेटफ़ॉर्म की सबसे बड़ी जीतें। विवरण देखने और निष्पक्षता प्रणाली से जांचने के लिए कोई भी दांव खोलें।',
    empty: 'यहां अभी कोई जीत नहीं है — पहली जीत आपकी हो सकती है!',
  },
};

export const HOME: Localized<{
  heroTitle: string;
  heroText: string;
  originalsTitle: string;
  moreTitle: string;
  fairTitle: string;
  fairText: string;
}> = {
  ru: {
    heroTitle: 'Честные игры. Настоящие выигрыши.',
    heroText:
      'Краш, дайс, минёр, рулетка и другие собственные игры, где каждую ставку можно проверить, а также слоты, live-казино и ставки на спорт — всё в одном аккаунте.',
    originalsTitle: 'Собственные игры',
    moreTitle: 'Ещё больше игр',
    fairTitle: 'Доказуемо честная игра',
    fairText:
      'Результат каждой ставки в наших играх определяется ещё до того, как вы её сделаете: серверный сид фиксируется SHA-256-хешем, клиентский сид выбираете вы, а у каждой ставки есть свой номер (nonce). Исход вычисляется по HMAC-SHA256, и после раскрытия сида вы можете проверить любую ставку самостоятельно.',
  },
  en: {
    heroTitle: 'Fair games. Real wins.',
    heroText:
      'Crash, dice, miner, roulette and other in-house games where every bet can be verified, plus slots, live casino and sports betting — all in one account.',
    originalsTitle: 'Original games',
    moreTitle: 'More games',
    fairTitle: 'Provably fair',
    fairText:
      'The result of every bet in our in-house games is fixed before you place it: the server seed is locked with a SHA-256 hash, you choose the client seed, and every bet has its own nonce. The outcome is calculated with HMAC-SHA256, and once the seed is revealed you can verify any bet yourself.',
  },
  kz: {
    heroTitle: 'Адал ойындар. Нақты ұтыстар.',
    heroText:
      'Краш, дайс, минер, рулетка және әр бәсін тексеруге болатын басқа да жеке ойындарымыз, сондай-ақ слоттар, тікелей казино және спорттық бәстер — бәрі бір аккаунтта.',
    originalsTitle: 'Біздің ойындар',
    moreTitle: 'Басқа да ойындар',
    fairTitle: 'Дәлелденетін адалдық',
    fairText:
      'Біздің ойындардағы әр бәстің нәтижесі сіз оны қоймай тұрып-ақ анықталады: сервер сиді SHA-256 хэшімен бекітіледі, клиенттік сидті сіз таңдайсыз, ал әр бәстің өз реттік нөмірі (нонс) бар. Нәтиже HMAC-SHA256 арқылы есептеледі, ал сид ашылғаннан кейін кез келген бәсті өзіңіз тексере аласыз.',
  },
  br: {
    heroTitle: 'Jogos justos. Ganhos reais.',
    heroText:
      'Crash, dados, minas, roleta e outros jogos próprios em que cada aposta pode ser verificada, além de caça-níqueis, cassino ao vivo e apostas esportivas — tudo em uma só conta.',
    originalsTitle: 'Jogos originais',
    moreTitle: 'Mais jogos',
    fairTitle: 'Jogo comprovadamente justo',
    fairText:
      'O resultado de cada aposta nos nossos jogos é definido antes de você apostar: a semente do servidor é fixada por um hash SHA-256, você escolhe a semente do cliente e cada aposta tem seu próprio número (nonce). O resultado é calculado com HMAC-SHA256, e depois que a semente é revelada você pode verificar qualquer aposta por conta própria.',
  },
  hi: {
    heroTitle: 'निष्पक्ष खेल। असली जीत।',
    heroText:
      'क्रैश, डाइस, माइनर, रूलेट और हमारे दूसरे इन-हाउस खेल, जिनमें हर दांव की जांच की जा सकती है, साथ ही स्लॉट्स, लाइव कैसीनो और स्पोर्ट्स बेटिंग — सब एक ही खाते में।',
    originalsTitle: 'हमारे अपने खेल',
    moreTitle: 'और खेल',
    fairTitle: 'प्रमाणित रूप से निष्पक्ष',
    fairText:
      'हमारे खेलों में हर दांव का परिणाम दांव लगाने से पहले ही तय हो जाता है: सर्वर सीड SHA-256 हैश से लॉक किया जाता है, क्लाइंट सीड आप चुनते हैं, और हर दांव का अपना नॉन्स होता है। परिणाम HMAC-SHA256 से निकाला जाता है, और सीड सार्वजनिक होने के बाद आप किसी भी दांव की खुद जांच कर सकते हैं।',
  },
};

export const NO_ACCESS: Localized<{ title: string; text: string }> = {
  ru: {
    title: 'Сервис недоступен в вашей стране',
    text: 'К сожалению, в соответствии с местным законодательством наши услуги недоступны в вашей стране или регионе. Если вы считаете, что это ошибка — например, вы находитесь в поездке, — обратитесь в службу поддержки.',
  },
  en: {
    title: 'Not available in your country',
    text: 'Unfortunately, due to local regulations our services are not available in your country or region. If you believe this is a mistake — for example, because you are traveling — please contact support.',
  },
  kz: {
    title: 'Қызмет сіздің еліңізде қолжетімсіз',
    text: 'Өкінішке қарай, жергілікті заңнамаға сәйкес біздің қызметтеріміз сіздің еліңізде немесе өңіріңізде қолжетімсіз. Егер бұл қате деп ойласаңыз — мысалы, сапарда жүрсеңіз, — қолдау қызметіне хабарласыңыз.',
  },
  br: {
    title: 'Indisponível no seu país',
    text: 'Infelizmente, devido à legislação local, nossos serviços não estão disponíveis no seu país ou região. Se você acredita que isso é um erro — por exemplo, porque está viajando —, entre em contato com o suporte.',
  },
  hi: {
    title: 'आपके देश में सेवा उपलब्ध नहीं है',
    text: 'खेद है, स्थानीय कानूनों के कारण हमारी सेवाएं आपके देश या क्षेत्र में उपलब्ध नहीं हैं। अगर आपको लगता है कि यह गलती है — उदाहरण के लिए, आप यात्रा पर हैं — तो सहायता टीम से संपर्क करें।',
  },
};

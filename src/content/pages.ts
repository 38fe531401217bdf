import type { Localized, OfferInfo } from './types';

export const BONUSES: Localized<{ intro: string; offers: OfferInfo[] }> = {
  ru: {
    intro:
      'Дополнительная выгода на каждом этапе игры: приветственный бонус для новичков, кешбэк, промокоды и гонки. У каждого предложения понятные условия, поэтому вы всегда знаете, что нужно сделать, чтобы вывести выигрыш.',
    offers: [
      {
        title: 'Приветственный бонус',
        text: 'Получите бонус к первому депозиту и начните игру с увеличенным балансом. Бонус зачисляется на бонусный баланс сразу после пополнения.',
        terms:
          'Доступен один раз на человека при первом пополнении. Минимальный депозит, размер бонуса, вейджер и срок действия указаны в предложении до активации. До завершения отыгрыша максимальная ставка бонусными средствами ограничена.',
      },
      {
        title: 'Кешбэк',
        text: 'Когда действует предложение с кешбэком, часть чистого проигрыша за день или неделю возвращается бонусом. Процент, период и максимум указаны в условиях предложения выше.',
        terms:
          'Рассчитывается от чистого проигрыша (ставки минус выигрыши) за период без учёта ставок бонусными средствами. Начисляется бонусом с отыгрышем, указанным в его условиях; рейкбек VIP-клуба — отдельно, в VIP-клубе.',
      },
      {
        title: 'Промокоды',
        text: 'Вводите промокод на этой странице, при регистрации или при пополнении и получайте бонусы к депозиту, фрибеты и бездепозитные бонусы. Подпишитесь на наш Telegram-канал и рассылку, чтобы не пропускать новые коды.',
        terms:
          'У каждого кода свои ограничения — на аккаунт и общие — и срок действия. Все условия бонуса, включая отыгрыш, показываются до активации и потом не меняются.',
      },
      {
        title: 'Гонки и фрибеты',
        text: 'Поднимайтесь в таблицах на странице топа: гонки за день, неделю и месяц приносят призы по местам. Фрибеты в наших играх начисляются бонусами со своими условиями.',
        terms:
          'Призы гонок зачисляются на баланс по окончании периода, ровно один раз. Выигрыши с фрибетов зачисляются на бонусный баланс и должны быть отыграны перед выводом.',
      },
    ],
  },
  en: {
    intro:
      'Extra value at every stage of play: a welcome bonus for newcomers, cashback, promo codes and races. Every offer comes with clear terms, so you always know what it takes to withdraw your winnings.',
    offers: [
      {
        title: 'Welcome bonus',
        text: 'Get a bonus on your first deposit and start playing with a bigger balance. The bonus is credited to your bonus balance as soon as the deposit arrives.',
        terms:
          'Available once per person, on the first deposit. The minimum deposit, bonus amount, wagering requirement and validity period are shown in the offer before you activate it. Until wagering is complete, the maximum bet with bonus funds is limited.',
      },
      {
        title: 'Cashback',
        text: 'When a cashback offer runs, part of your net loss over a day or a week comes back as a bonus. Its rate, period and largest amount are in the offer’s terms above.',
        terms:
          'Calculated on net losses (bets minus winnings) for the period, excluding bets placed with bonus funds. It comes as a bonus with the wagering shown in its terms; VIP rakeback is separate, in the VIP club.',
      },
      {
        title: 'Promo codes',
        text: 'Enter a promo code on this page, when you register or with a deposit, to get deposit bonuses, free bets and no-deposit bonuses. Follow our Telegram channel and subscribe to our emails so you never miss a new code.',
        terms:
          'Each code has its own limits, per account and overall, and a validity period. Every term of its bonus, wagering included, is shown before you activate it and does not change afterwards.',
      },
      {
        title: 'Races and free bets',
        text: 'Climb the leaderboards on the top page: races for the day, week and month pay prizes by rank. Free bets on our in-house games come as bonuses with their own terms.',
        terms:
          'Race prizes are paid to your balance when the period ends, exactly once. Winnings from free bets go to the bonus balance and must be wagered before withdrawal.',
      },
    ],
  },
  kz: {
    intro:
      'Ойынның әр кезеңінде қосымша пайда: жаңа ойыншыларға сәлемдесу бонусы, кэшбэк, промокодтар және жарыстар. Әр ұсыныстың шарттары түсінікті, сондықтан ұтысты шығару үшін не істеу керегін әрқашан білесіз.',
    offers: [
      {
        title: 'Сәлемдесу бонусы',
        text: 'Алғашқы депозитке бонус алып, ойынды ұлғайтылған баланспен бастаңыз. Бонус шот толтырылған бойда бонустық балансқа есептеледі.',
        terms:
          'Бір адамға алғашқы толтыру кезінде бір рет беріледі. Ең аз депозит, бонус мөлшері, айналым талабы мен әрекет ету мерзімі белсендіруге дейін ұсыныста көрсетіледі. Айналым аяқталғанға дейін бонустық қаражатпен қойылатын ең жоғары бәс шектеледі.',
      },
      {
        title: 'Кэшбэк',
        text: 'Кэшбэк ұсынысы жүріп тұрғанда бір күндегі не аптадағы таза ұтылысыңыздың бір бөлігі бонус болып қайтады. Пайызы, кезеңі мен ең көп сомасы жоғарыдағы ұсыныс шарттарында.',
        terms:
          'Кезеңдегі таза ұтылыстан (бәстер минус ұтыстар) бонустық қаражатпен қойылған бәстерді есепке алмай есептеледі. Шарттарында көрсетілген айналымы бар бонус ретінде беріледі; VIP рейкбегі бөлек, VIP-клубта.',
      },
      {
        title: 'Промокодтар',
        text: 'Промокодты осы бетте, тіркелу кезінде немесе шотты толтырғанда енгізіп, депозитке бонустар, тегін бәстер және депозитсіз бонустар алыңыз. Жаңа кодтарды жіберіп алмау үшін Telegram арнамызға және хабарламалар таратылымына жазылыңыз.',
        terms:
          'Әр кодтың өз шектеулері бар — аккаунтқа және жалпы — және әрекет ету мерзімі. Бонустың барлық шарты, айналымы да, белсендіруге дейін көрсетіледі және кейін өзгермейді.',
      },
      {
        title: 'Жарыстар мен тегін бәстер',
        text: 'Топ бетіндегі кестелерде жоғары көтеріліңіз: күндік, апталық және айлық жарыстар орындарға қарай жүлде береді. Біздің ойындардағы тегін бәстер өз шарттары бар бонус ретінде беріледі.',
        terms:
          'Жарыс жүлделері кезең аяқталғанда балансқа бір рет қана есептеледі. Тегін бәстерден түскен ұтыстар бонустық балансқа есептеледі және шығару алдында айналымға салынуы тиіс.',
      },
    ],
  },
  br: {
    intro:
      'Vantagens extras em cada etapa do jogo: bônus de boas-vindas para novos jogadores, cashback, códigos promocionais e corridas. Cada oferta tem regras claras, então você sempre sabe o que precisa fazer para sacar seus ganhos.',
    offers: [
      {
        title: 'Bônus de boas-vindas',
        text: 'Ganhe um bônus no primeiro depósito e comece a jogar com um saldo maior. O bônus é creditado no saldo de bônus assim que o depósito é confirmado.',
        terms:
          'Disponível uma vez por pessoa, no primeiro depósito. O depósito mínimo, o valor do bônus, o requisito de apostas e o prazo de validade aparecem na oferta antes da ativação. Até o requisito ser cumprido, a aposta máxima com saldo de bônus é limitada.',
      },
      {
        title: 'Cashback',
        text: 'Quando uma oferta de cashback está ativa, parte da sua perda líquida de um dia ou de uma semana volta como bônus. A porcentagem, o período e o valor máximo estão nos termos da oferta acima.',
        terms:
          'Calculado sobre as perdas líquidas (apostas menos ganhos) do período, sem contar apostas feitas com saldo de bônus. Vem como bônus com o rollover indicado nos termos; o rakeback VIP é à parte, no clube VIP.',
      },
      {
        title: 'Códigos promocionais',
        text: 'Insira um código nesta página, no cadastro ou com um depósito e ganhe bônus de depósito, apostas grátis e bônus sem depósito. Siga nosso canal no Telegram e receba nossos e-mails para não perder nenhum código novo.',
        terms:
          'Cada código tem seus próprios limites, por conta e no total, e um prazo de validade. Todos os termos do bônus, rollover incluído, aparecem antes da ativação e não mudam depois.',
      },
      {
        title: 'Corridas e apostas grátis',
        text: 'Suba nos rankings da página de top: corridas do dia, da semana e do mês pagam prêmios por posição. Apostas grátis nos nossos jogos próprios vêm como bônus com termos próprios.',
        terms:
          'Os prêmios das corridas são pagos no saldo quando o período termina, uma única vez. Os ganhos com apostas grátis vão para o saldo de bônus e precisam cumprir o rollover antes do saque.',
      },
    ],
  },
  hi: {
    intro:
      'खेल के हर चरण में अतिरिक्त फ़ायदा: नए खिलाड़ियों के लिए स्वागत बोनस, कैशबैक, प्रोमो कोड और रेस। हर ऑफ़र की शर्तें साफ़ हैं, इसलिए आप हमेशा जानते हैं कि जीत निकालने के लिए क्या करना है।',
    offers: [
      {
        title: 'स्वागत बोनस',
        text: 'पहली जमा पर बोनस पाएं और बड़े बैलेंस के साथ खेलना शुरू करें। जमा होते ही बोनस आपके बोनस बैलेंस में आ जाता है।',
        terms:
          'हर व्यक्ति के लिए पहली जमा पर केवल एक बार उपलब्ध। न्यूनतम जमा, बोनस राशि, वेजरिंग की शर्त और वैधता अवधि सक्रिय करने से पहले ऑफ़र में दिखाई जाती है। वेजरिंग पूरी होने तक बोनस राशि से लगाया जाने वाला अधिकतम दांव सीमित रहता है।',
      },
      {
        title: 'कैशबैक',
        text: 'जब कैशबैक ऑफ़र चल रहा हो, एक दिन या एक हफ़्ते के आपके शुद्ध नुकसान का एक हिस्सा बोनस के रूप में लौटता है। इसका प्रतिशत, अवधि और अधिकतम राशि ऊपर ऑफ़र की शर्तों में है।',
        terms:
          'अवधि के शुद्ध नुकसान (दांव घटा जीत) पर गणना, बोनस राशि से लगाए गए दांवों को छोड़कर। यह अपनी शर्तों में बताई गई वेजरिंग वाले बोनस के रूप में आता है; वीआईपी रेकबैक अलग है, वीआईपी क्लब में।',
      },
      {
        title: 'प्रोमो कोड',
        text: 'इस पेज पर, पंजीकरण के समय या जमा के साथ प्रोमो कोड डालें और जमा बोनस, मुफ़्त बेट और बिना जमा वाले बोनस पाएं। कोई नया कोड न छूटे, इसके लिए हमारे टेलीग्राम चैनल से जुड़ें और ईमेल सूची की सदस्यता लें।',
        terms:
          'हर कोड की अपनी सीमाएँ हैं, प्रति खाता और कुल, और एक वैधता अवधि। बोनस की हर शर्त, वेजरिंग सहित, सक्रिय करने से पहले दिखाई जाती है और बाद में नहीं बदलती।',
      },
      {
        title: 'रेस और मुफ़्त बेट',
        text: 'टॉप पेज के लीडरबोर्ड में ऊपर चढ़ें: दिन, हफ़्ते और महीने की रेस रैंक के अनुसार इनाम देती हैं। हमारे इन-हाउस गेम में मुफ़्त बेट अपनी शर्तों वाले बोनस के रूप में मिलती हैं।',
        terms:
          'रेस के इनाम अवधि खत्म होने पर आपके बैलेंस में ठीक एक बार जमा होते हैं। मुफ़्त बेट से हुई जीत बोनस बैलेंस में जाती है और निकासी से पहले वेजर करनी होती है।',
      },
    ],
  },
};

/**
 * /vip-club texts around the levels table (the levels themselves, their names and what each gives,
 * come from the operator's vip.json).
 */
export const VIP: Localized<{ intro: string; howTo: string[] }> = {
  ru: {
    intro:
      'VIP-клуб вознаграждает за игру. Каждая ставка на реальные деньги приносит VIP-очки: чем больше вы играете, тем выше уровень и тем больше привилегий. Уровень никогда не понижается.',
    howTo: [
      'Делайте ставки на реальные деньги в любых наших играх — очки начисляются автоматически пропорционально сумме ставки.',
      'Ставки бонусными средствами очков не приносят; отменённая ставка забирает свои очки обратно.',
      'Новый уровень присваивается, как только вы набираете его порог, и награда за уровень сразу зачисляется на баланс. Уровень не понижается.',
      'Рейкбек — доля преимущества казино в каждой вашей ставке — копится с каждой ставкой; забрать его можно в любой момент на этой странице.',
      'Еженедельная и ежемесячная награды вашего уровня доступны раз в неделю (по ISO, UTC) и раз в календарный месяц, если в этом периоде вы делали ставки.',
    ],
  },
  en: {
    intro:
      'Our VIP club rewards play. Every real-money bet earns VIP points: the more you play, the higher your level and the better your privileges. A level is never taken away.',
    howTo: [
      'Place real-money bets in any of our games: points are credited automatically in proportion to your stake.',
      'Bets placed with bonus funds earn no points; a cancelled bet takes its points back.',
      'You move up as soon as you reach a level’s threshold, and its level-up reward is credited to your balance at once. Levels never go down.',
      'Rakeback, a share of the house edge of every bet you place, builds up with each bet; claim it on this page at any time.',
      'Your level’s weekly and monthly rewards can be claimed once per ISO week (UTC) and once per calendar month, in any period in which you placed a bet.',
    ],
  },
  kz: {
    intro:
      'VIP-клуб ойын үшін марапаттайды. Нақты ақшамен қойылған әр бәс VIP-ұпай әкеледі: неғұрлым көп ойнасаңыз, деңгейіңіз соғұрлым жоғары, ал артықшылықтар соғұрлым көп. Деңгей ешқашан төмендемейді.',
    howTo: [
      'Біздің кез келген ойында нақты ақшамен бәс қойыңыз — ұпайлар бәс сомасына сәйкес автоматты түрде беріледі.',
      'Бонустық қаражатпен қойылған бәстер ұпай әкелмейді; күші жойылған бәс өз ұпайларын қайтарып алады.',
      'Деңгей шегіне жеткен бойда жаңа деңгей беріледі, ал деңгей сыйақысы бірден балансқа түседі. Деңгей төмендемейді.',
      'Рейкбек — әр бәсіңіздегі казино артықшылығының үлесі — әр бәспен жиналады; оны осы бетте кез келген уақытта алуға болады.',
      'Деңгейіңіздің апталық және айлық сыйақыларын ISO аптасына (UTC) бір рет және күнтізбелік айға бір рет, сол кезеңде бәс қойған болсаңыз, алуға болады.',
    ],
  },
  br: {
    intro:
      'Nosso clube VIP recompensa quem joga. Cada aposta com dinheiro real rende pontos VIP: quanto mais você joga, mais alto o seu nível e melhores os privilégios. Um nível nunca é retirado.',
    howTo: [
      'Faça apostas com dinheiro real em qualquer um dos nossos jogos: os pontos são creditados automaticamente na proporção da aposta.',
      'Apostas feitas com saldo de bônus não rendem pontos; uma aposta cancelada leva seus pontos de volta.',
      'Você sobe de nível assim que atinge o limite dele, e a recompensa do nível é creditada no saldo na hora. O nível nunca cai.',
      'O rakeback, uma parte da vantagem da casa em cada aposta sua, se acumula a cada aposta; resgate-o nesta página quando quiser.',
      'As recompensas semanal e mensal do seu nível podem ser resgatadas uma vez por semana ISO (UTC) e uma vez por mês, em todo período em que você tiver apostado.',
    ],
  },
  hi: {
    intro:
      'हमारा VIP क्लब खेलने का इनाम देता है। असली पैसे के हर दांव पर VIP पॉइंट्स मिलते हैं: आप जितना ज़्यादा खेलते हैं, आपका लेवल उतना ऊँचा और फ़ायदे उतने बेहतर। लेवल कभी वापस नहीं लिया जाता।',
    howTo: [
      'हमारे किसी भी गेम में असली पैसे से दांव लगाएँ: दांव की राशि के अनुपात में पॉइंट्स अपने-आप जुड़ते हैं।',
      'बोनस राशि से लगाए गए दांवों पर पॉइंट्स नहीं मिलते; रद्द हुआ दांव अपने पॉइंट्स वापस ले लेता है।',
      'किसी लेवल की सीमा तक पहुँचते ही आप उस लेवल पर पहुँच जाते हैं, और लेवल-अप इनाम तुरंत आपके बैलेंस में जमा होता है। लेवल कभी नीचे नहीं जाता।',
      'रेकबैक, यानी आपके हर दांव में हाउस एज का एक हिस्सा, हर दांव के साथ जमा होता है; इसे इस पेज पर कभी भी क्लेम करें।',
      'आपके लेवल के साप्ताहिक और मासिक इनाम हर ISO हफ़्ते (UTC) में एक बार और हर कैलेंडर महीने में एक बार क्लेम किए जा सकते हैं, अगर उस अवधि में आपने दांव लगाया हो।',
    ],
  },
};

export const BETTING: Localized<{ intro: string }> = {
  ru: {
    intro:
      'Полноценная букмекерская линия в том же аккаунте, что и казино: топовые лиги и локальные турниры, прематч и лайв, единый баланс для всех игр.',
  },
  en: {
    intro:
      'A full sportsbook in the same account as the casino: top leagues and local tournaments, pre-match and live, with a single balance for everything.',
  },
  kz: {
    intro:
      'Казиномен бір аккаунттағы толыққанды букмекерлік желі: үздік лигалар мен жергілікті турнирлер, матчқа дейінгі және тікелей бәстер, барлық ойынға ортақ бір баланс.',
  },
  br: {
    intro:
      'Uma casa de apostas completa na mesma conta do cassino: principais ligas e torneios locais, apostas pré-jogo e ao vivo, com um único saldo para tudo.',
  },
  hi: {
    intro:
      'कैसीनो वाले उसी खाते में पूरी स्पोर्ट्सबुक: बड़ी लीग और स्थानीय टूर्नामेंट, मैच से पहले और लाइव दांव, और सब कुछ के लिए एक ही बैलेंस।',
  },
};

export type TopPeriodKey = 'day' | 'week' | 'month';

export const TOP: Localized<{
  intro: string;
  /** The wins board with no rows. */
  empty: string;
  /** The wagered board with no rows. */
  emptyWagered: string;
  boardsTitle: string;
  boardLabel: string;
  periodLabel: string;
  boards: { wins: string; wagered: string };
  periods: Record<TopPeriodKey, string>;
  player: string;
  game: string;
  win: string;
  wagered: string;
  hidden: string;
  live: string;
  racesTitle: string;
  racesIntro: string;
  racePeriods: Record<TopPeriodKey, string>;
  endsIn: string;
  /** After a number of days in the countdown: "2d 03:04:05". */
  dayShort: string;
  prizes: string;
  /** {x}: the race's prize wager multiple. */
  qualify: string;
  place: string;
  prize: string;
  /** {rank}: the viewer's place. */
  you: string;
  notRacing: string;
  noRacers: string;
  noRaces: string;
  lastWinners: string;
}> = {
  ru: {
    intro:
      'Самые крупные выигрыши и самые большие суммы ставок за сегодня, неделю и месяц, а также гонки с призами на баланс. Обновляется в реальном времени.',
    empty: 'Здесь пока нет выигрышей — ваш может стать первым!',
    emptyWagered: 'За этот период ещё никто не делал ставок — ваша может стать первой!',
    boardsTitle: 'Лидеры',
    boardLabel: 'Рейтинг',
    periodLabel: 'Период',
    boards: { wins: 'Крупные выигрыши', wagered: 'Больше всех ставок' },
    periods: { day: 'Сегодня', week: 'Эта неделя', month: 'Этот месяц' },
    player: 'Игрок',
    game: 'Игра',
    win: 'Выигрыш',
    wagered: 'Сумма ставок',
    hidden: 'Скрытый игрок',
    live: 'В реальном времени',
    racesTitle: 'Гонки',
    racesIntro:
      'Учитывается каждая рассчитанная ставка в валюте гонки — по преимуществу казино, которым она рисковала (как ставка такой суммы при 1 %); ставка, ничем не рисковавшая, не учитывается. Когда период заканчивается, призы за места сразу зачисляются на баланс победителей.',
    racePeriods: { day: 'Ежедневная', week: 'Еженедельная', month: 'Ежемесячная' },
    endsIn: 'До конца',
    dayShort: 'д',
    prizes: 'Призы',
    qualify: 'Приз места выплачивается, если ставки игрока за период не меньше приза, умноженного на {x}.',
    place: 'Место',
    prize: 'Приз',
    you: 'Ваше место: {rank}',
    notRacing: 'Сделайте ставку, чтобы участвовать в гонке.',
    noRacers: 'В гонке пока никого нет — первая ставка выводит в лидеры.',
    noRaces: 'Сейчас нет гонок в вашей валюте.',
    lastWinners: 'Победители прошлой гонки',
  },
  en: {
    intro:
      'The biggest wins and the most wagered today, this week and this month, and races with prizes paid to your balance. Updated live.',
    empty: 'No wins here yet — yours could be the first!',
    emptyWagered: 'Nobody has wagered in this period yet — yours could be the first bet!',
    boardsTitle: 'Leaderboards',
    boardLabel: 'Leaderboard',
    periodLabel: 'Period',
    boards: { wins: 'Biggest wins', wagered: 'Most wagered' },
    periods: { day: 'Today', week: 'This week', month: 'This month' },
    player: 'Player',
    game: 'Game',
    win: 'Win',
    wagered: 'Wagered',
    hidden: 'Hidden player',
    live: 'Live',
    racesTitle: 'Races',
    racesIntro:
      'Every settled bet in the race’s currency counts, by the house edge it put at risk (as a bet of that size at a 1 % edge); a bet that risked nothing counts nothing. When the period ends, the prizes by place are paid straight to the winners’ balance.',
    racePeriods: { day: 'Daily', week: 'Weekly', month: 'Monthly' },
    endsIn: 'Ends in',
    dayShort: 'd',
    prizes: 'Prizes',
    qualify: 'A place’s prize is paid when the player wagered at least {x} times it in the period.',
    place: 'Place',
    prize: 'Prize',
    you: 'Your place: {rank}',
    notRacing: 'Place a bet to join the race.',
    noRacers: 'Nobody is racing yet — the first bet takes the lead.',
    noRaces: 'No races in your currency right now.',
    lastWinners: 'Last race’s winners',
  },
  kz: {
    intro:
      'Бүгінгі, апталық және айлық ең ірі ұтыстар мен ең көп бәс тігілген сомалар, сондай-ақ жүлделері балансқа түсетін жарыстар. Нақты уақытта жаңарады.',
    empty: 'Мұнда әзірге ұтыстар жоқ — сіздікі бірінші болуы мүмкін!',
    emptyWagered: 'Бұл кезеңде әлі ешкім бәс тіккен жоқ — сіздің бәсіңіз бірінші болуы мүмкін!',
    boardsTitle: 'Көшбасшылар',
    boardLabel: 'Рейтинг',
    periodLabel: 'Кезең',
    boards: { wins: 'Ірі ұтыстар', wagered: 'Ең көп бәс тіккендер' },
    periods: { day: 'Бүгін', week: 'Осы апта', month: 'Осы ай' },
    player: 'Ойыншы',
    game: 'Ойын',
    win: 'Ұтыс',
    wagered: 'Бәс сомасы',
    hidden: 'Жасырын ойыншы',
    live: 'Нақты уақытта',
    racesTitle: 'Жарыстар',
    racesIntro:
      'Жарыс валютасындағы әр аяқталған бәс казиноның ол тәуекелге салған артықшылығымен есептеледі (1 % артықшылықпен осындай сомадағы бәс сияқты); ештеңеге тәуекел етпеген бәс есептелмейді. Кезең аяқталғанда орындар бойынша жүлделер жеңімпаздардың балансына бірден түседі.',
    racePeriods: { day: 'Күнделікті', week: 'Апталық', month: 'Айлық' },
    endsIn: 'Аяқталуына',
    dayShort: 'к',
    prizes: 'Жүлделер',
    qualify: 'Орын жүлдесі ойыншының кезеңдегі бәстері жүлдеден {x} есе көп болғанда төленеді.',
    place: 'Орын',
    prize: 'Жүлде',
    you: 'Сіздің орныңыз: {rank}',
    notRacing: 'Жарысқа қатысу үшін бәс тігіңіз.',
    noRacers: 'Жарыста әзірге ешкім жоқ — бірінші бәс көшбасшы етеді.',
    noRaces: 'Қазір сіздің валютаңызда жарыстар жоқ.',
    lastWinners: 'Өткен жарыстың жеңімпаздары',
  },
  br: {
    intro:
      'Os maiores ganhos e os maiores volumes apostados de hoje, da semana e do mês, e corridas com prêmios pagos no seu saldo. Atualizado ao vivo.',
    empty: 'Ainda não há ganhos aqui — o seu pode ser o primeiro!',
    emptyWagered: 'Ninguém apostou neste período ainda — a sua pode ser a primeira aposta!',
    boardsTitle: 'Classificações',
    boardLabel: 'Classificação',
    periodLabel: 'Período',
    boards: { wins: 'Maiores ganhos', wagered: 'Mais apostado' },
    periods: { day: 'Hoje', week: 'Esta semana', month: 'Este mês' },
    player: 'Jogador',
    game: 'Jogo',
    win: 'Ganho',
    wagered: 'Apostado',
    hidden: 'Jogador oculto',
    live: 'Ao vivo',
    racesTitle: 'Corridas',
    racesIntro:
      'Toda aposta liquidada na moeda da corrida conta, pela vantagem da casa que arriscou (como uma aposta desse valor com 1 % de vantagem); uma aposta que não arriscou nada não conta. Quando o período termina, os prêmios por posição são pagos direto no saldo dos vencedores.',
    racePeriods: { day: 'Diária', week: 'Semanal', month: 'Mensal' },
    endsIn: 'Termina em',
    dayShort: 'd',
    prizes: 'Prêmios',
    qualify: 'O prêmio de uma posição é pago quando o jogador apostou pelo menos {x} vezes o valor dele no período.',
    place: 'Posição',
    prize: 'Prêmio',
    you: 'Sua posição: {rank}',
    notRacing: 'Faça uma aposta para entrar na corrida.',
    noRacers: 'Ninguém está na corrida ainda — a primeira aposta assume a liderança.',
    noRaces: 'Não há corridas na sua moeda agora.',
    lastWinners: 'Vencedores da última corrida',
  },
  hi: {
    intro:
      'आज, इस सप्ताह और इस महीने की सबसे बड़ी जीतें और सबसे ज़्यादा दांव, और रेस जिनके इनाम सीधे बैलेंस में जाते हैं। लाइव अपडेट होता है।',
    empty: 'यहां अभी कोई जीत नहीं है — पहली जीत आपकी हो सकती है!',
    emptyWagered: 'इस अवधि में अभी तक किसी ने दांव नहीं लगाया — पहला दांव आपका हो सकता है!',
    boardsTitle: 'लीडरबोर्ड',
    boardLabel: 'लीडरबोर्ड',
    periodLabel: 'अवधि',
    boards: { wins: 'सबसे बड़ी जीतें', wagered: 'सबसे ज़्यादा दांव' },
    periods: { day: 'आज', week: 'इस सप्ताह', month: 'इस महीने' },
    player: 'खिलाड़ी',
    game: 'गेम',
    win: 'जीत',
    wagered: 'दांव की राशि',
    hidden: 'छिपा खिलाड़ी',
    live: 'लाइव',
    racesTitle: 'रेस',
    racesIntro:
      'रेस की मुद्रा में हर निपटा दांव उस हाउस एज से गिना जाता है जो उसने जोखिम में डाला (जैसे 1 % एज पर उतनी राशि का दांव); जिस दांव ने कुछ जोखिम में नहीं डाला, वह नहीं गिना जाता। अवधि खत्म होते ही स्थान के अनुसार इनाम सीधे विजेताओं के बैलेंस में जाते हैं।',
    racePeriods: { day: 'दैनिक', week: 'साप्ताहिक', month: 'मासिक' },
    endsIn: 'समाप्ति में',
    dayShort: 'दि',
    prizes: 'इनाम',
    qualify: 'किसी स्थान का इनाम तभी मिलता है जब खिलाड़ी ने उस अवधि में इनाम के कम से कम {x} गुना दांव लगाया हो।',
    place: 'स्थान',
    prize: 'इनाम',
    you: 'आपका स्थान: {rank}',
    notRacing: 'रेस में शामिल होने के लिए दांव लगाएं।',
    noRacers: 'रेस में अभी कोई नहीं है — पहला दांव बढ़त दिलाता है।',
    noRaces: 'अभी आपकी मुद्रा में कोई रेस नहीं है।',
    lastWinners: 'पिछली रेस के विजेता',
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

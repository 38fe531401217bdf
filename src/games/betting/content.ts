import type { GameInfo, Localized } from '../kit/types';

/** What the betting page is called and how it plays, in every language. */
export const content: Localized<GameInfo> = {
  ru: {
    name: 'Ставки на спорт',
    tagline: 'Прематч и лайв по популярным видам спорта',
    description:
      'Ставьте на футбол и теннис — до начала матча или по ходу игры. Собирайте экспрессы и системы, следите за счётом и коэффициентами в реальном времени и рассчитывайте ставку досрочно, когда матч идёт по вашему сценарию.',
    rules: [
      'Коэффициенты указаны в десятичном формате; возможный выигрыш — ставка × коэффициент (в экспрессе — ставка × произведение всех коэффициентов).',
      'Ставка принимается по коэффициенту, указанному в купоне в момент подтверждения; если коэффициент изменился, вам предложат принять новый.',
      'Ставки рассчитываются по официальному результату; если в описании рынка не сказано иное, учитывается основное время с добавленным, без овертаймов и серии пенальти.',
      'Если событие отменено или не состоялось в срок, установленный правилами, ставка возвращается; в экспрессе такой исход учитывается с коэффициентом 1,00.',
      'Кешаут позволяет досрочно рассчитать ставку на предложенную сумму, если эта опция доступна.',
      'Приём ставок в лайве может ненадолго приостанавливаться в опасные моменты — например, при назначении пенальти или видеопросмотре.',
    ],
  },
  en: {
    name: 'Sports betting',
    tagline: 'Pre-match and live odds on top sports',
    description:
      'Bet on football and tennis, before kick-off or live as the action unfolds. Build accumulators and system bets, follow the score and the odds in real time and cash out early when the match goes your way.',
    rules: [
      'Odds are shown in decimal format; the potential payout is stake × odds (for an accumulator, stake × the product of all odds).',
      'A bet is accepted at the odds shown on the bet slip when you confirm it; if the odds change, you will be asked to accept the new price.',
      'Bets are settled on the official result; unless the market says otherwise, only regular time plus stoppage time counts, without extra time or penalty shoot-outs.',
      'If an event is cancelled or not played within the time set by the betting rules, the bet is void and the stake is returned; in an accumulator that selection counts at odds of 1.00.',
      'Cash out lets you settle a bet early for the amount offered, when the option is available.',
      'Live betting may be briefly suspended at critical moments, such as a penalty award or a video review.',
    ],
  },
  kz: {
    name: 'Спорттық бәстер',
    tagline: 'Танымал спорт түрлеріне матчқа дейін және тікелей',
    description:
      'Футбол мен теннистке матч басталғанға дейін немесе ойын барысында бәс тігіңіз. Экспресс пен жүйе жинаңыз, есеп пен коэффициенттерді нақты уақытта бақылаңыз және матч сіз ойлағандай өрбісе, бәсті мерзімінен бұрын есептеңіз.',
    rules: [
      'Коэффициенттер ондық форматта көрсетіледі; ықтимал ұтыс — бәс × коэффициент (экспресте — бәс × барлық коэффициенттердің көбейтіндісі).',
      'Бәс растаған сәтте купонда көрсетілген коэффициент бойынша қабылданады; коэффициент өзгерсе, сізге жаңасын қабылдау ұсынылады.',
      'Бәстер ресми нәтиже бойынша есептеледі; нарық сипаттамасында басқаша айтылмаса, қосылған уақытты қоса алғанда тек негізгі уақыт ескеріледі, қосымша уақыт пен пенальти сериясы есепке алынбайды.',
      'Оқиға тоқтатылса немесе ережелерде белгіленген мерзімде өтпесе, бәс қайтарылады; экспресте мұндай нәтиже 1,00 коэффициентімен есептеледі.',
      'Мерзімінен бұрын есептеу мүмкіндігі қолжетімді болса, бәсті ұсынылған сомаға ерте жабуға болады.',
      'Тікелей бәс қабылдау қауіпті сәттерде, мысалы, пенальти тағайындалғанда немесе бейнеқарау кезінде, қысқа уақытқа тоқтатылуы мүмкін.',
    ],
  },
  br: {
    name: 'Apostas esportivas',
    tagline: 'Pré-jogo e ao vivo nos esportes mais populares',
    description:
      'Aposte em futebol e tênis, antes da partida ou ao vivo, enquanto o jogo acontece. Monte apostas múltiplas e sistemas, acompanhe o placar e as cotações em tempo real e encerre a aposta antecipadamente quando a partida estiver a seu favor.',
    rules: [
      'As cotações são exibidas em formato decimal; o retorno possível é aposta × cotação (na múltipla, aposta × o produto de todas as cotações).',
      'A aposta é aceita pela cotação mostrada no cupom no momento da confirmação; se a cotação mudar, você será convidado a aceitar o novo valor.',
      'As apostas são liquidadas pelo resultado oficial; salvo indicação em contrário no mercado, vale apenas o tempo regulamentar com os acréscimos, sem prorrogação nem disputa de pênaltis.',
      'Se o evento for cancelado ou não for disputado no prazo previsto nas regras, a aposta é anulada e o valor devolvido; na múltipla, essa seleção conta com cotação 1,00.',
      'O encerramento antecipado permite liquidar a aposta antes do fim pelo valor oferecido, quando disponível.',
      'As apostas ao vivo podem ser suspensas por alguns instantes em momentos decisivos, como a marcação de um pênalti ou uma revisão de vídeo.',
    ],
  },
  hi: {
    name: 'स्पोर्ट्स बेटिंग',
    tagline: 'लोकप्रिय खेलों पर मैच से पहले और लाइव ऑड्स',
    description:
      'फ़ुटबॉल और टेनिस पर दांव लगाएं — मैच शुरू होने से पहले या खेल के दौरान लाइव। एक्युमुलेटर और सिस्टम बेट बनाएं, स्कोर और ऑड्स पर रियल टाइम में नज़र रखें और जब मैच आपके पक्ष में हो, तो समय से पहले कैश आउट करें।',
    rules: [
      'ऑड्स दशमलव प्रारूप में दिखाए जाते हैं; संभावित भुगतान = दांव × ऑड्स (एक्युमुलेटर में दांव × सभी ऑड्स का गुणनफल)।',
      'दांव उसी ऑड्स पर स्वीकार होता है जो पुष्टि के समय बेट स्लिप में दिखता है; ऑड्स बदलने पर आपसे नए ऑड्स स्वीकार करने को कहा जाएगा।',
      'दांवों का निपटारा आधिकारिक परिणाम पर होता है; जब तक मार्केट में अलग से न लिखा हो, केवल निर्धारित समय और उसमें जोड़ा गया अतिरिक्त समय गिना जाता है, ओवरटाइम और पेनल्टी शूटआउट नहीं।',
      'अगर इवेंट रद्द हो जाए या नियमों में तय समय के भीतर न खेला जाए, तो दांव रद्द होकर राशि लौटा दी जाती है; एक्युमुलेटर में ऐसे चयन को 1.00 ऑड्स पर गिना जाता है।',
      'कैश आउट उपलब्ध होने पर आप दांव को पेश की गई राशि पर समय से पहले निपटा सकते हैं।',
      'महत्वपूर्ण क्षणों में, जैसे पेनल्टी मिलने या वीडियो समीक्षा के दौरान, लाइव दांव थोड़ी देर के लिए रोके जा सकते हैं।',
    ],
  },
};

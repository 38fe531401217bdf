import type { GameInfo, Localized } from '../kit/types';

/** What the live-casino section is called and how its tables play, in every language. */
export const content: Localized<GameInfo> = {
  ru: {
    name: 'Live-казино',
    tagline: 'Рулетка и баккара за общими столами в реальном времени',
    description:
      'Европейская рулетка и баккара за столами, общими для всех игроков: новый раунд примерно каждые полминуты, приём ставок по таймеру, история результатов и игроки за столом. Столы нашей студии анимированы, а не сняты на камеру, поэтому идут плавно при любом соединении, а каждый результат берётся из заранее опубликованной доказуемо честной цепочки. Партнёрские провайдеры добавляют свои столы.',
    rules: [
      'Ставки принимаются, только пока идёт таймер; когда он заканчивается, раунд разыгрывается и ставки больше не принимаются.',
      'Все игроки за столом видят один и тот же результат; история последних результатов показана у стола.',
      'Результаты столов нашей студии берутся из заранее опубликованной цепочки хешей (доказуемая честность); любой раунд можно проверить после его окончания.',
      'У каждого стола свои ставки, выплаты и лимиты; они показаны за столом.',
      'Если связь прервалась после закрытия приёма ставок, ставка всё равно рассчитывается по результату раунда.',
      'В демо-режиме игра идёт на виртуальные кредиты: реальные деньги не ставятся и не выигрываются.',
    ],
  },
  en: {
    name: 'Live casino',
    tagline: 'Roulette and baccarat at shared tables, in real time',
    description:
      'European roulette and baccarat at tables every player shares: a new round about every half minute, a betting window with a timer, the history of results and the players at the table. Our studio’s tables are animated rather than filmed, so they play smoothly on any connection, and every result comes from a provably fair chain published in advance. Partner providers add tables of their own.',
    rules: [
      'Bets are accepted only while the timer runs; when it ends, the round is played and no more bets are taken.',
      'Every player at the table sees the same result; the history of recent results is shown at the table.',
      'Results at our studio’s tables come from a hash chain published in advance (provably fair); any round can be verified once it is over.',
      'Each table has its own bets, payouts and limits, shown at the table.',
      'If your connection drops after betting closes, your bet is still settled on the result of the round.',
      'Demo mode plays with virtual credits: no real money is bet or won.',
    ],
  },
  kz: {
    name: 'Тікелей казино',
    tagline: 'Ортақ үстелдердегі рулетка мен баккара, нақты уақытта',
    description:
      'Барлық ойыншыларға ортақ үстелдердегі еуропалық рулетка мен баккара: шамамен әр жарты минут сайын жаңа раунд, таймер бойынша бәс қабылдау, нәтижелер тарихы және үстелдегі ойыншылар. Студиямыздың үстелдері камераға түсірілмейді, анимацияланады, сондықтан кез келген байланыста бірқалыпты жүреді, ал әр нәтиже алдын ала жарияланған дәлелденетін адал тізбектен алынады. Серіктес провайдерлер өз үстелдерін қосады.',
    rules: [
      'Бәстер тек таймер жұмыс істеп тұрғанда қабылданады; ол аяқталғанда раунд ойналады және бәс енді қабылданбайды.',
      'Үстелдегі барлық ойыншы бірдей нәтижені көреді; соңғы нәтижелер тарихы үстелде көрсетіледі.',
      'Студиямыз үстелдерінің нәтижелері алдын ала жарияланған хеш тізбегінен алынады (дәлелденетін адалдық); кез келген раундты ол аяқталған соң тексеруге болады.',
      'Әр үстелдің өз бәстері, төлемдері мен лимиттері бар, олар үстелде көрсетілген.',
      'Бәс қабылдау жабылғаннан кейін байланыс үзілсе де, бәс раунд нәтижесі бойынша есептеледі.',
      'Демо режимде ойын виртуалды кредиттермен жүреді: нақты ақша тігілмейді және ұтылмайды.',
    ],
  },
  br: {
    name: 'Cassino ao vivo',
    tagline: 'Roleta e bacará em mesas compartilhadas, em tempo real',
    description:
      'Roleta europeia e bacará em mesas que todos os jogadores compartilham: uma nova rodada a cada meio minuto mais ou menos, uma janela de apostas com cronômetro, o histórico de resultados e os jogadores na mesa. As mesas do nosso estúdio são animadas em vez de filmadas, então rodam bem em qualquer conexão, e cada resultado vem de uma cadeia comprovadamente justa publicada com antecedência. Provedores parceiros acrescentam mesas próprias.',
    rules: [
      'As apostas só são aceitas enquanto o cronômetro corre; quando ele termina, a rodada é jogada e nenhuma aposta é aceita.',
      'Todos os jogadores da mesa veem o mesmo resultado; o histórico dos últimos resultados aparece na mesa.',
      'Os resultados das mesas do nosso estúdio vêm de uma cadeia de hashes publicada com antecedência (comprovadamente justa); qualquer rodada pode ser verificada depois de terminar.',
      'Cada mesa tem suas próprias apostas, pagamentos e limites, mostrados na mesa.',
      'Se sua conexão cair depois que as apostas forem encerradas, a aposta ainda será liquidada pelo resultado da rodada.',
      'O modo demo usa créditos virtuais: nenhum dinheiro real é apostado ou ganho.',
    ],
  },
  hi: {
    name: 'लाइव कैसीनो',
    tagline: 'साझा टेबलों पर रूलेट और बैकारेट, वास्तविक समय में',
    description:
      'सभी खिलाड़ियों की साझा टेबलों पर यूरोपियन रूलेट और बैकारेट: लगभग हर आधे मिनट में नया राउंड, टाइमर के साथ दांव लगाने का समय, परिणामों का इतिहास और टेबल पर बैठे खिलाड़ी। हमारे स्टूडियो की टेबलें कैमरे से फ़िल्माई नहीं, एनिमेटेड हैं, इसलिए हर कनेक्शन पर सहज चलती हैं, और हर परिणाम पहले से प्रकाशित प्रमाणित निष्पक्ष श्रृंखला से आता है। साझेदार प्रोवाइडर अपनी टेबलें जोड़ते हैं।',
    rules: [
      'दांव केवल तब तक स्वीकार किए जाते हैं जब तक टाइमर चल रहा है; उसके खत्म होने पर राउंड खेला जाता है और कोई दांव नहीं लिया जाता।',
      'टेबल के सभी खिलाड़ी एक ही परिणाम देखते हैं; हाल के परिणामों का इतिहास टेबल पर दिखाया जाता है।',
      'हमारे स्टूडियो की टेबलों के परिणाम पहले से प्रकाशित हैश श्रृंखला से आते हैं (प्रमाणित निष्पक्षता); कोई भी राउंड खत्म होने के बाद जाँचा जा सकता है।',
      'हर टेबल के अपने दांव, भुगतान और सीमाएँ हैं, जो टेबल पर दिखाई जाती हैं।',
      'अगर दांव बंद होने के बाद आपका कनेक्शन टूट जाए, तब भी दांव का निपटारा राउंड के परिणाम के अनुसार होता है।',
      'डेमो मोड में वर्चुअल क्रेडिट से खेला जाता है: असली पैसे का कोई दांव या जीत नहीं होती।',
    ],
  },
};

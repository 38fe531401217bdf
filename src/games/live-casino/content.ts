import type { GameInfo, Localized } from '../kit/types';

/** What the live-casino game is called and how it plays, in every language. */
export const content: Localized<GameInfo> = {
  ru: {
    name: 'Live-казино',
    tagline: 'Живые дилеры и реальные столы в прямом эфире',
    description:
      'Рулетка, блэкджек, баккара и игровые шоу за реальными столами с профессиональными дилерами в прямой трансляции. Делайте ставки в реальном времени с любого устройства и следите за каждой картой и каждым спином.',
    rules: [
      'Ставки принимаются, только пока идёт таймер приёма ставок; после его окончания ставки не принимаются.',
      'Результат определяется реальными картами, колесом или кубиками на столе — так, как это видно в трансляции.',
      'У каждого стола свои правила, выплаты и лимиты; они описаны в справке стола.',
      'Если связь прервалась после закрытия приёма ставок, ставка всё равно рассчитывается по результату раунда.',
      'При ошибке дилера или техническом сбое раунд обрабатывается по правилам провайдера и может быть аннулирован с возвратом ставок.',
      'Столы с пометкой «демо» можно попробовать бесплатно.',
    ],
  },
  en: {
    name: 'Live casino',
    tagline: 'Real dealers and real tables, streamed live',
    description:
      'Roulette, blackjack, baccarat and game shows at real tables with professional dealers, streamed live. Place bets in real time from any device and follow every card and every spin as it happens.',
    rules: [
      'Bets are accepted only while the betting timer is running; once it ends, no more bets are taken.',
      'Results are determined by the physical cards, wheel or dice at the table, as shown on the stream.',
      "Each table has its own rules, payouts and limits, described in the table's help section.",
      'If your connection drops after betting closes, your bet is still settled on the result of the round.',
      "In the event of a dealer error or technical failure, the round is handled under the provider's rules and may be voided with stakes returned.",
      'Tables marked as demo can be tried for free.',
    ],
  },
  kz: {
    name: 'Тікелей казино',
    tagline: 'Нақты дилерлер мен үстелдер тікелей эфирде',
    description:
      'Рулетка, блэкджек, баккара және ойын шоулары — кәсіби дилерлері бар нақты үстелдерде, тікелей трансляцияда. Кез келген құрылғыдан нақты уақытта бәс тігіп, әр карта мен әр айналымды бақылаңыз.',
    rules: [
      'Бәстер тек бәс қабылдау таймері жұмыс істеп тұрғанда қабылданады; ол аяқталғаннан кейін бәс қабылданбайды.',
      'Нәтижені үстелдегі нақты карталар, дөңгелек немесе сүйектер анықтайды — трансляцияда көрсетілгендей.',
      'Әр үстелдің өз ережелері, төлемдері мен лимиттері бар; олар үстелдің анықтамасында сипатталған.',
      'Бәс қабылдау жабылғаннан кейін байланыс үзілсе де, бәс раунд нәтижесі бойынша есептеледі.',
      'Дилер қателессе немесе техникалық ақау болса, раунд провайдер ережелері бойынша қаралады және бәстер қайтарылып, күшін жоюы мүмкін.',
      '«Демо» белгісі бар үстелдерді тегін байқап көруге болады.',
    ],
  },
  br: {
    name: 'Cassino ao vivo',
    tagline: 'Crupiês reais e mesas reais, transmitidos ao vivo',
    description:
      'Roleta, blackjack, bacará e programas de jogos em mesas reais com crupiês profissionais, transmitidos ao vivo. Aposte em tempo real de qualquer dispositivo e acompanhe cada carta e cada giro no momento em que acontecem.',
    rules: [
      'As apostas só são aceitas enquanto o cronômetro de apostas estiver correndo; quando ele termina, nenhuma aposta é aceita.',
      'Os resultados são definidos pelas cartas, roda ou dados físicos da mesa, como mostrado na transmissão.',
      'Cada mesa tem suas próprias regras, pagamentos e limites, descritos na ajuda da mesa.',
      'Se sua conexão cair depois que as apostas forem encerradas, a aposta ainda será liquidada pelo resultado da rodada.',
      'Em caso de erro do crupiê ou falha técnica, a rodada é tratada pelas regras do provedor e pode ser anulada com devolução das apostas.',
      'Mesas marcadas como demonstração podem ser testadas de graça.',
    ],
  },
  hi: {
    name: 'लाइव कैसीनो',
    tagline: 'असली डीलर, असली टेबल, सीधा प्रसारण',
    description:
      'पेशेवर डीलरों के साथ असली टेबलों पर रूलेट, ब्लैकजैक, बैकारेट और गेम शो — सीधे प्रसारण में। किसी भी डिवाइस से वास्तविक समय में दांव लगाएं और हर पत्ते और हर स्पिन को होते हुए देखें।',
    rules: [
      'दांव केवल तब तक स्वीकार किए जाते हैं, जब तक दांव का टाइमर चल रहा है; उसके खत्म होने के बाद कोई दांव नहीं लिया जाता।',
      'परिणाम टेबल पर मौजूद असली पत्तों, पहिये या पासों से तय होता है, जैसा प्रसारण में दिखता है।',
      'हर टेबल के अपने नियम, भुगतान और सीमाएं हैं, जो टेबल के सहायता अनुभाग में बताई गई हैं।',
      'अगर दांव बंद होने के बाद आपका कनेक्शन टूट जाए, तब भी दांव का निपटारा राउंड के परिणाम के अनुसार होता है।',
      'डीलर की गलती या तकनीकी खराबी होने पर राउंड प्रदाता के नियमों के अनुसार निपटाया जाता है और दांव लौटाकर उसे रद्द किया जा सकता है।',
      '“डेमो” चिह्न वाली टेबलें मुफ़्त में आज़माई जा सकती हैं।',
    ],
  },
};

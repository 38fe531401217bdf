import type { GameInfo, Localized } from '../kit/types';

/** What the hilo game is called and how it plays, in every language. */
export const content: Localized<GameInfo> = {
  ru: {
    name: 'Хай-Лоу',
    tagline: 'Следующая карта будет старше или младше?',
    description:
      'Карта открывается лицом вверх, а вы угадываете, будет ли следующая старше или младше. Угадывайте подряд, чтобы наращивать множитель, и забирайте выигрыш, когда захотите.',
    rules: [
      'Сделайте ставку — первая карта откроется лицом вверх.',
      'Угадайте, будет ли следующая карта старше или младше текущей.',
      'Шанс и множитель для каждого варианта показаны на кнопках до выбора: чем менее вероятен исход, тем выше множитель.',
      'Каждое верное предсказание увеличивает текущий выигрыш; ошибка завершает игру, и ставка проигрывает.',
      'Забрать выигрыш можно после любого верного предсказания.',
      'Каждая карта вычисляется из честного результата независимо от предыдущих, поэтому уже открытые карты не влияют на шансы следующей.',
    ],
  },
  en: {
    name: 'HiLo',
    tagline: 'Will the next card be higher or lower?',
    description:
      'A card is dealt face up, and you guess whether the next one will be higher or lower. Chain correct guesses to grow the multiplier and collect whenever you like.',
    rules: [
      'Place your stake and the first card is dealt face up.',
      'Guess whether the next card will be higher or lower than the current one.',
      'The win chance and multiplier of each option are shown on the buttons before you choose: the less likely the outcome, the higher the multiplier.',
      'Each correct guess multiplies your running win; a wrong guess ends the game and the bet is lost.',
      'You can collect your winnings after any correct guess.',
      'Every card is derived from the provably fair result independently of the previous ones, so cards already shown do not change the odds of the next.',
    ],
  },
  kz: {
    name: 'Жоғары-төмен',
    tagline: 'Келесі карта жоғары ма, әлде төмен бе?',
    description:
      'Бір карта бетімен ашылады, ал сіз келесі картаның одан жоғары не төмен болатынын болжайсыз. Қатарынан дұрыс болжап, көбейткішті арттырыңыз және ұтысты қалаған кезде алыңыз.',
    rules: [
      'Бәс қойыңыз — бірінші карта бетімен ашылады.',
      'Келесі карта ағымдағы картадан жоғары ма, төмен бе — болжаңыз.',
      'Әр нұсқаның ықтималдығы мен көбейткіші таңдау алдында батырмаларда көрсетіледі: нәтиженің ықтималдығы неғұрлым аз болса, көбейткіш соғұрлым жоғары.',
      'Әр дұрыс болжам ағымдағы ұтысты арттырады; қате болжам ойынды аяқтайды және бәс ұтылады.',
      'Ұтысты кез келген дұрыс болжамнан кейін алуға болады.',
      'Әр карта адал нәтижеден алдыңғыларына тәуелсіз есептеледі, сондықтан ашылған карталар келесі картаның ықтималдығына әсер етпейді.',
    ],
  },
  br: {
    name: 'Maior ou Menor',
    tagline: 'A próxima carta será maior ou menor?',
    description:
      'Uma carta é revelada e você palpita se a próxima será maior ou menor. Encadeie acertos para aumentar o multiplicador e retire quando quiser.',
    rules: [
      'Faça sua aposta e a primeira carta será revelada.',
      'Palpite se a próxima carta será maior ou menor que a atual.',
      'A chance e o multiplicador de cada opção aparecem nos botões antes da escolha: quanto menos provável o resultado, maior o multiplicador.',
      'Cada acerto aumenta o prêmio acumulado; um erro encerra o jogo e a aposta é perdida.',
      'Você pode retirar o prêmio depois de qualquer acerto.',
      'Cada carta é gerada pelo resultado comprovadamente justo de forma independente das anteriores, então as cartas já reveladas não mudam as chances da próxima.',
    ],
  },
  hi: {
    name: 'हाई-लो',
    tagline: 'अगला पत्ता बड़ा होगा या छोटा?',
    description:
      'एक पत्ता खुलकर सामने आता है, और आपको अनुमान लगाना होता है कि अगला पत्ता उससे बड़ा होगा या छोटा। लगातार सही अनुमान लगाकर मल्टीप्लायर बढ़ाएं और जब चाहें अपनी जीत ले लें।',
    rules: [
      'दांव लगाएं — पहला पत्ता खुलकर सामने आएगा।',
      'अनुमान लगाएं कि अगला पत्ता मौजूदा पत्ते से बड़ा होगा या छोटा।',
      'हर विकल्प की संभावना और मल्टीप्लायर चुनने से पहले बटनों पर दिखाए जाते हैं: परिणाम जितना कम संभावित, मल्टीप्लायर उतना ज़्यादा।',
      'हर सही अनुमान आपकी मौजूदा जीत बढ़ाता है; गलत अनुमान पर खेल खत्म हो जाता है और दांव हार जाते हैं।',
      'किसी भी सही अनुमान के बाद आप अपनी जीत ले सकते हैं।',
      'हर पत्ता प्रमाणित रूप से निष्पक्ष परिणाम से पिछले पत्तों से स्वतंत्र रूप से निकाला जाता है, इसलिए खुल चुके पत्ते अगले पत्ते की संभावना नहीं बदलते।',
    ],
  },
};

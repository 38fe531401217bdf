import type { GameInfo, Localized } from '../kit/types';

/** What the keno game is called and how it plays, in every language. */
export const content: Localized<GameInfo> = {
  ru: {
    name: 'Кено',
    tagline: 'Выберите до 10 чисел из 40 и следите за тиражом',
    description:
      'Отметьте счастливые числа на поле из 40 клеток — затем случайным образом выпадают 10 из них. Чем больше ваших чисел совпало, тем крупнее выплата по таблице выигрышей.',
    rules: [
      'Выберите от 1 до 10 чисел на поле из 40 клеток.',
      'В каждом розыгрыше выпадают 10 разных чисел из 40.',
      'Выигрыш равен ставке, умноженной на коэффициент из таблицы выплат для вашего количества выбранных чисел и совпадений.',
      'Таблица выплат для текущего выбора видна до ставки; если для вашего числа совпадений указано 0×, ставка проигрывает.',
      'Выпавшие числа вычисляются из серверного сида, вашего клиентского сида и nonce и доступны для проверки.',
    ],
  },
  en: {
    name: 'Keno',
    tagline: 'Pick up to 10 numbers out of 40 and watch the draw',
    description:
      'Mark your lucky numbers on a board of 40 squares, then 10 numbers are drawn at random. The more of your picks are hit, the bigger the payout from the paytable.',
    rules: [
      'Pick from 1 to 10 numbers on the 40-square board.',
      'Every round draws 10 different numbers out of 40.',
      'Your win is the stake times the paytable multiplier for the number of picks you made and the number of hits.',
      'The paytable for your current selection is shown before you bet; if it shows 0× for your number of hits, the bet is lost.',
      'The drawn numbers are derived from the server seed, your client seed and the nonce and can be verified.',
    ],
  },
  kz: {
    name: 'Кено',
    tagline: '40 саннан 10-ға дейін таңдап, тиражды бақылаңыз',
    description:
      '40 шаршыдан тұратын алаңда бақытты сандарыңызды белгілеңіз — содан кейін олардың 10-ы кездейсоқ түрде шығады. Таңдаған сандарыңыздың көбі сәйкес келген сайын, төлем кестесі бойынша ұтыс та үлкен болады.',
    rules: [
      '40 шаршылы алаңнан 1-ден 10-ға дейін сан таңдаңыз.',
      'Әр тиражда 40 саннан 10 түрлі сан шығады.',
      'Ұтыс бәс сомасын таңдалған сандар мен сәйкестіктер санына сай төлем кестесіндегі коэффициентке көбейткенге тең.',
      'Ағымдағы таңдауыңыздың төлем кестесі бәс қойылғанға дейін көрсетіледі; сәйкестіктер саныңызға 0× көрсетілсе, бәс ұтылады.',
      'Шыққан сандар сервер сидінен, клиенттік сидіңізден және нонстан есептеледі, оларды тексеруге болады.',
    ],
  },
  br: {
    name: 'Keno',
    tagline: 'Escolha até 10 números de 40 e acompanhe o sorteio',
    description:
      'Marque seus números da sorte em um painel de 40 casas e veja 10 números serem sorteados ao acaso. Quanto mais acertos, maior o prêmio segundo a tabela de pagamentos.',
    rules: [
      'Escolha de 1 a 10 números no painel de 40 casas.',
      'Em cada rodada são sorteados 10 números diferentes entre os 40.',
      'O prêmio é a aposta multiplicada pelo valor da tabela de pagamentos para a quantidade de números escolhidos e de acertos.',
      'A tabela da sua seleção aparece antes da aposta; se ela indicar 0× para o seu número de acertos, a aposta é perdida.',
      'Os números sorteados são calculados a partir da semente do servidor, da sua semente de cliente e do nonce e podem ser verificados.',
    ],
  },
  hi: {
    name: 'केनो',
    tagline: '40 में से 10 तक नंबर चुनें और ड्रॉ देखें',
    description:
      '40 खानों वाले बोर्ड पर अपने भाग्यशाली नंबर चुनें, फिर 10 नंबर यादृच्छिक रूप से निकाले जाते हैं। जितने ज़्यादा नंबर मेल खाएंगे, भुगतान तालिका के अनुसार जीत उतनी ही बड़ी होगी।',
    rules: [
      '40 खानों वाले बोर्ड पर 1 से 10 तक नंबर चुनें।',
      'हर ड्रॉ में 40 में से 10 अलग-अलग नंबर निकाले जाते हैं।',
      'जीत = दांव × भुगतान तालिका का गुणक, जो आपके चुने गए नंबरों और मेल खाने वाले नंबरों की संख्या पर निर्भर करता है।',
      'आपके चयन की भुगतान तालिका दांव से पहले दिखाई जाती है; अगर आपके मेल की संख्या के लिए 0× लिखा है, तो दांव हार जाते हैं।',
      'निकाले गए नंबर सर्वर सीड, आपके क्लाइंट सीड और नॉन्स से तय होते हैं और इनकी जांच की जा सकती है।',
    ],
  },
};

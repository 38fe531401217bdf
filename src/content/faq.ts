import type { FaqItem, Localized } from './types';

export const FAQ: Localized<FaqItem[]> = {
  ru: [
    {
      q: 'Как зарегистрироваться?',
      a: 'Нажмите «Регистрация», заполните короткую форму, придумайте пароль и подтвердите, что вам исполнилось 18 лет и вы принимаете Пользовательское соглашение. Регистрация занимает меньше минуты, а играть на реальные деньги можно сразу после первого пополнения. Один человек может иметь только один аккаунт.',
    },
    {
      q: 'Нужно ли проходить верификацию (KYC)?',
      a: 'Мы можем попросить пройти верификацию перед первым выводом средств, при крупных выплатах или по результатам проверки безопасности. Понадобится фото документа, удостоверяющего личность, а в отдельных случаях — подтверждение адреса или источника средств. Обычно документы проверяются в течение 24–72 часов и хранятся в защищённом виде в соответствии с Политикой конфиденциальности.',
    },
    {
      q: 'Как пополнить счёт и вывести деньги?',
      a: 'Откройте кассу, выберите платёжный способ и укажите сумму. Пополнения обычно зачисляются мгновенно. Выплаты по возможности отправляются тем же способом, которым вы пополняли счёт; большинство заявок обрабатывается в течение нескольких часов, а срок поступления денег зависит от платёжной системы. Перед выводом активный бонус нужно отыграть или отменить.',
    },
    {
      q: 'Какая минимальная сумма вывода?',
      a: 'Минимальная сумма вывода зависит от валюты счёта и указана в кассе при создании заявки. Если баланс меньше минимальной суммы, вывести средства можно будет, когда он её достигнет.',
    },
    {
      q: 'В каких валютах можно играть?',
      a: 'Счёт можно открыть в российских рублях (RUB), долларах США (USD), казахстанских тенге (KZT), индийских рупиях (INR) или евро (EUR). Валюта выбирается при регистрации; в ней отображаются ставки, выигрыши и лимиты. Доступные платёжные способы зависят от валюты и вашей страны. Если вам нужна другая валюта, напишите в поддержку.',
    },
    {
      q: 'Как проверить, что игра честная?',
      a: 'Все наши собственные игры работают по системе Provably Fair. До ставки вы видите SHA-256-хеш серверного сида — он фиксирует сид заранее; клиентский сид вы задаёте сами, а каждая ставка получает свой порядковый номер (nonce). Результат вычисляется по HMAC-SHA256 из этих значений. После смены пары сидов старый серверный сид раскрывается: захешируйте его, сравните с опубликованным хешем и пересчитайте любую ставку в разделе честной игры или любым независимым инструментом.',
    },
    {
      q: 'Как работают бонусы и отыгрыш?',
      a: 'Бонусные средства зачисляются на отдельный бонусный баланс. Чтобы превратить их в реальные деньги, бонус нужно отыграть — поставить сумму, кратную бонусу, в течение срока действия предложения. Вейджер, подходящие игры и максимальная ставка указаны в условиях каждой акции, а прогресс отыгрыша виден в профиле. Вывод средств до выполнения условий отменяет бонус.',
    },
    {
      q: 'Что такое VIP-клуб?',
      a: 'VIP-клуб — программа для постоянных игроков. За каждую ставку на реальные деньги начисляются VIP-очки, и по мере их накопления вы поднимаетесь с уровня «Бронза» до «Серебра», «Золота», «Платины» и «Бриллианта». Чем выше уровень, тем больше кешбэк, быстрее выплаты и интереснее персональные предложения, а на старших уровнях появляется личный менеджер. Подробности — на странице VIP-клуба.',
    },
    {
      q: 'Как ограничить игру или сделать перерыв?',
      a: 'Игра должна оставаться развлечением. В настройках профиля или через поддержку можно установить лимиты на депозиты, проигрыш и время сессии, взять паузу или оформить самоисключение на выбранный срок; самоисключение нельзя отменить досрочно. Если вы чувствуете, что теряете контроль, напишите нам — мы закроем доступ к аккаунту. Также рекомендуем обратиться в организации, которые помогают людям с игровой зависимостью.',
    },
    {
      q: 'Что делать, если сайт не открывается?',
      a: 'Иногда сайт может быть заблокирован интернет-провайдером или временно недоступен. В этом случае воспользуйтесь официальным зеркалом — точной копией сайта с тем же аккаунтом, балансом и историей. Актуальная ссылка на зеркало всегда публикуется в нашем официальном Telegram-канале. Не переходите по ссылкам из непроверенных источников и не вводите пароль на подозрительных сайтах.',
    },
    {
      q: 'Можно ли установить сайт как приложение?',
      a: 'Да. Сайт работает как прогрессивное веб-приложение (PWA) и устанавливается на главный экран без магазина приложений. На Android откройте сайт в Chrome и выберите в меню «Установить приложение» или «Добавить на главный экран»; на iPhone откройте его в Safari, нажмите «Поделиться» и выберите «На экран „Домой“». Приложение запускается на весь экран и всегда работает в актуальной версии.',
    },
    {
      q: 'Как связаться со службой поддержки?',
      a: 'Служба поддержки работает круглосуточно — напишите в чат на сайте, кнопка находится в углу экрана. Укажите ID аккаунта и опишите проблему, при необходимости приложите скриншоты. Если вопрос касается конкретной ставки, сообщите её номер, чтобы мы сразу её нашли.',
    },
  ],
  en: [
    {
      q: 'How do I create an account?',
      a: 'Click Sign up, fill in the short form, choose a password and confirm that you are at least 18 years old and accept the User Agreement. Registration takes less than a minute, and you can play for real money as soon as you make your first deposit. Each person may hold only one account.',
    },
    {
      q: 'Do I need to verify my identity (KYC)?',
      a: 'We may ask you to complete verification before your first withdrawal, for large payouts or when our security checks require it. You will need a photo of a government-issued ID and, in some cases, proof of address or source of funds. Documents are usually reviewed within 24–72 hours and are stored securely in line with our Privacy Policy.',
    },
    {
      q: 'How do I deposit and withdraw money?',
      a: 'Open the Cashier, choose a payment method and enter the amount. Deposits are usually credited instantly. Withdrawals are sent to the method you used to deposit whenever possible; most requests are processed within a few hours, while the time the money takes to reach you depends on the payment provider. Any active bonus must be wagered or cancelled before you withdraw.',
    },
    {
      q: 'What is the minimum withdrawal?',
      a: 'The minimum withdrawal amount depends on your account currency and is shown in the Cashier when you create a request. If your balance is below the minimum, you can withdraw once it reaches that amount.',
    },
    {
      q: 'Which currencies can I play in?',
      a: 'Accounts can be held in Russian rubles (RUB), US dollars (USD), Kazakhstani tenge (KZT), Indian rupees (INR) or euros (EUR). You choose the currency when you register, and your bets, winnings and limits are shown in it. The available payment methods depend on the currency and your country. If you need a different currency, contact support.',
    },
    {
      q: 'How can I check that a game is fair?',
      a: 'All our in-house games are provably fair. Before you bet, you see the SHA-256 hash of the server seed, which locks it in advance; you set your own client seed, and every bet gets its own sequence number (nonce). The result is calculated from these values with HMAC-SHA256. When you rotate the seed pair, the old server seed is revealed: hash it, compare it with the published hash and recalculate any bet in the Fairness section or with any independent tool.',
    },
    {
      q: 'How do bonuses and wagering work?',
      a: "Bonus funds are credited to a separate bonus balance. To turn them into real money, you need to wager the bonus — place bets totalling a set multiple of the bonus amount — within the offer's validity period. The wagering requirement, eligible games and maximum bet are listed in the terms of each offer, and your progress is shown in your profile. Withdrawing before the requirement is met cancels the bonus.",
    },
    {
      q: 'What is the VIP club?',
      a: 'The VIP club is our loyalty program for regular players. You earn VIP points for every real-money bet, and as they add up you move from Bronze to Silver, Gold, Platinum and Diamond. Higher levels bring bigger cashback, faster withdrawals and better personal offers, and the top levels include a personal manager. See the VIP club page for details.',
    },
    {
      q: 'How can I limit my play or take a break?',
      a: 'Gambling should always stay entertainment. In your profile settings or through support you can set deposit, loss and session limits, take a cooling-off break or self-exclude for a period of your choice; self-exclusion cannot be lifted early. If you feel you are losing control, contact us and we will close access to your account. We also recommend reaching out to organizations that help people with gambling problems.',
    },
    {
      q: 'What should I do if the site does not open?',
      a: 'The site may occasionally be blocked by your internet provider or be temporarily unavailable. In that case, use the official mirror — an exact copy of the site with the same account, balance and history. The current mirror link is always published in our official Telegram channel. Do not follow links from unverified sources, and never enter your password on a site that looks suspicious.',
    },
    {
      q: 'Can I install the site as an app?',
      a: 'Yes. The site works as a progressive web app (PWA) and can be installed on your home screen without an app store. On Android, open the site in Chrome and choose Install app or Add to Home screen from the menu; on iPhone, open it in Safari, tap Share and select Add to Home Screen. The app opens full screen and always runs the latest version.',
    },
    {
      q: 'How do I contact support?',
      a: 'Our support team is available around the clock: use the chat button in the corner of the screen. Include your account ID and describe the issue, adding screenshots if they help. If your question is about a specific bet, send its ID so we can find it right away.',
    },
  ],
  kz: [
    {
      q: 'Қалай тіркелуге болады?',
      a: '«Тіркелу» батырмасын басып, қысқа форманы толтырыңыз, құпиясөз ойлап табыңыз және 18 жасқа толғаныңызды әрі Пайдаланушы келісімін қабылдайтыныңызды растаңыз. Тіркелу бір минуттан аз уақыт алады, ал нақты ақшаға алғашқы толтырудан кейін бірден ойнай аласыз. Бір адамның тек бір аккаунты болуы мүмкін.',
    },
    {
      q: 'Верификациядан (KYC) өту керек пе?',
      a: 'Біз алғашқы ақша шығару алдында, ірі төлемдер кезінде немесе қауіпсіздік тексерісінің нәтижесі бойынша верификациядан өтуді сұрауымыз мүмкін. Сізге жеке басты куәландыратын құжаттың фотосы, ал кейбір жағдайларда мекенжайды немесе қаражат көзін растайтын құжат қажет болады. Құжаттар әдетте 24–72 сағат ішінде тексеріледі және Құпиялылық саясатына сәйкес қорғалған түрде сақталады.',
    },
    {
      q: 'Шотты қалай толтырып, ақшаны қалай шығаруға болады?',
      a: 'Кассаны ашып, төлем тәсілін таңдаңыз және соманы енгізіңіз. Толтыру әдетте бірден есептеледі. Төлемдер мүмкіндігінше шотты толтырған тәсілмен жіберіледі; өтінімдердің көбі бірнеше сағат ішінде өңделеді, ал ақшаның түсу мерзімі төлем жүйесіне байланысты. Ақша шығармас бұрын белсенді бонусты ұтып алу немесе одан бас тарту қажет.',
    },
    {
      q: 'Шығарудың ең аз сомасы қанша?',
      a: 'Шығарудың ең аз сомасы шот валютасына байланысты және өтінім жасаған кезде кассада көрсетіледі. Егер баланс ең аз сомадан төмен болса, ол осы сомаға жеткенде ақшаны шығара аласыз.',
    },
    {
      q: 'Қандай валюталарда ойнауға болады?',
      a: 'Шотты ресей рублімен (RUB), АҚШ долларымен (USD), қазақстандық теңгемен (KZT), үнді рупиясымен (INR) немесе еуромен (EUR) ашуға болады. Валюта тіркелу кезінде таңдалады; бәстер, ұтыстар мен лимиттер сол валютада көрсетіледі. Қолжетімді төлем тәсілдері валютаға және еліңізге байланысты. Басқа валюта қажет болса, қолдау қызметіне жазыңыз.',
    },
    {
      q: 'Ойынның адал екенін қалай тексеруге болады?',
      a: 'Біздің барлық жеке ойындарымыз дәлелденетін адалдық жүйесімен жұмыс істейді. Бәс қоймас бұрын сіз сервер сидінің SHA-256 хэшін көресіз — ол сидті алдын ала бекітеді; клиенттік сидті өзіңіз орнатасыз, ал әр бәс өз реттік нөмірін (нонс) алады. Нәтиже осы мәндерден HMAC-SHA256 арқылы есептеледі. Сидтер жұбын ауыстырғаннан кейін ескі сервер сиді ашылады: оны хэштеп, жарияланған хэшпен салыстырыңыз және кез келген бәсті адал ойын бөлімінде немесе кез келген тәуелсіз құралмен қайта есептеңіз.',
    },
    {
      q: 'Бонустар мен оларды ұтып алу қалай жұмыс істейді?',
      a: 'Бонустық қаражат бөлек бонустық балансқа есептеледі. Оны нақты ақшаға айналдыру үшін ұсыныстың әрекет ету мерзімі ішінде бонус сомасынан белгілі бір есе көп соманы бәске тігу керек. Айналым талабы, жарамды ойындар мен ең жоғары бәс әр акцияның шарттарында көрсетілген, ал орындалу барысы профильде көрінеді. Шарттар орындалмай тұрып ақша шығару бонустың күшін жояды.',
    },
    {
      q: 'VIP-клуб дегеніміз не?',
      a: 'VIP-клуб — тұрақты ойыншыларға арналған бағдарлама. Нақты ақшамен жасалған әр бәс үшін VIP-ұпайлар беріледі, олар жинақталған сайын сіз «Қола» деңгейінен «Күміс», «Алтын», «Платина» және «Гауһар» деңгейлеріне көтерілесіз. Деңгей неғұрлым жоғары болса, кэшбэк соғұрлым көп, төлемдер жылдамырақ және жеке ұсыныстар қызықтырақ, ал жоғарғы деңгейлерде жеке менеджер бар. Толығырақ — VIP-клуб бетінде.',
    },
    {
      q: 'Ойынды қалай шектеуге немесе үзіліс алуға болады?',
      a: 'Ойын әрқашан ойын-сауық болып қалуы керек. Профиль баптауларында немесе қолдау қызметі арқылы депозиттерге, ұтылысқа және сессия уақытына лимит орнатуға, үзіліс алуға немесе таңдалған мерзімге өзін-өзі шектеуді ресімдеуге болады; өзін-өзі шектеуді мерзімінен бұрын тоқтату мүмкін емес. Бақылауды жоғалтып бара жатқаныңызды сезсеңіз, бізге жазыңыз — аккаунтқа кіруді жабамыз. Сондай-ақ ойынға тәуелділігі бар адамдарға көмектесетін ұйымдарға жүгінуді ұсынамыз.',
    },
    {
      q: 'Сайт ашылмаса не істеу керек?',
      a: 'Кейде сайтты интернет-провайдер бұғаттауы немесе сайт уақытша қолжетімсіз болуы мүмкін. Мұндай жағдайда ресми айна сайтты пайдаланыңыз — бұл сол аккаунт, баланс және тарихы бар сайттың дәл көшірмесі. Айна сайттың өзекті сілтемесі әрқашан біздің ресми Telegram арнамызда жарияланады. Тексерілмеген көздерден алынған сілтемелерге өтпеңіз және күдікті сайттарда құпиясөзіңізді енгізбеңіз.',
    },
    {
      q: 'Сайтты қосымша ретінде орнатуға бола ма?',
      a: 'Иә. Сайт прогрессивті веб-қосымша ретінде жұмыс істейді және қосымшалар дүкенінсіз басты экранға орнатылады. Android құрылғысында сайтты Chrome браузерінде ашып, мәзірден «Қосымшаны орнату» немесе «Басты экранға қосу» тармағын таңдаңыз; iPhone құрылғысында оны Safari браузерінде ашып, «Бөлісу» батырмасын басыңыз да, «Басты экранға қосу» тармағын таңдаңыз. Қосымша толық экранда ашылады және әрқашан соңғы нұсқамен жұмыс істейді.',
    },
    {
      q: 'Қолдау қызметімен қалай байланысуға болады?',
      a: 'Қолдау қызметі тәулік бойы жұмыс істейді — экранның бұрышындағы батырма арқылы сайттағы чатқа жазыңыз. Аккаунт нөмірін көрсетіп, мәселені сипаттаңыз, қажет болса скриншоттар тіркеңіз. Егер сұрақ нақты бәске қатысты болса, оны бірден табуымыз үшін бәстің нөмірін жіберіңіз.',
    },
  ],
  br: [
    {
      q: 'Como faço para me cadastrar?',
      a: 'Clique em Cadastrar, preencha o formulário rápido, crie uma senha e confirme que tem pelo menos 18 anos e aceita o Contrato do Usuário. O cadastro leva menos de um minuto, e você pode jogar com dinheiro real logo após o primeiro depósito. Cada pessoa pode ter apenas uma conta.',
    },
    {
      q: 'Preciso verificar minha identidade (KYC)?',
      a: 'Podemos pedir a verificação antes do primeiro saque, em pagamentos de valor alto ou quando nossas verificações de segurança exigirem. Você precisará de uma foto de um documento oficial de identidade e, em alguns casos, de um comprovante de endereço ou da origem dos recursos. Os documentos costumam ser analisados em 24 a 72 horas e são guardados com segurança, conforme a nossa Política de Privacidade.',
    },
    {
      q: 'Como faço depósitos e saques?',
      a: 'Abra o Caixa, escolha um método de pagamento e informe o valor. Os depósitos normalmente são creditados na hora. Sempre que possível, os saques são enviados pelo mesmo método usado no depósito; a maioria dos pedidos é processada em poucas horas, e o prazo para o dinheiro chegar depende do meio de pagamento. Antes de sacar, é preciso cumprir ou cancelar qualquer bônus ativo.',
    },
    {
      q: 'Qual é o valor mínimo de saque?',
      a: 'O valor mínimo de saque depende da moeda da sua conta e aparece no Caixa quando você cria o pedido. Se o saldo estiver abaixo do mínimo, você poderá sacar assim que ele atingir esse valor.',
    },
    {
      q: 'Em quais moedas posso jogar?',
      a: 'A conta pode ser aberta em rublos russos (RUB), dólares americanos (USD), tenges cazaques (KZT), rupias indianas (INR) ou euros (EUR). A moeda é escolhida no cadastro, e as apostas, os ganhos e os limites são exibidos nela. Os métodos de pagamento disponíveis dependem da moeda e do seu país. Se precisar de outra moeda, fale com o suporte.',
    },
    {
      q: 'Como verifico se um jogo é justo?',
      a: 'Todos os nossos jogos próprios são comprovadamente justos. Antes da aposta, você vê o hash SHA-256 da semente do servidor, que a fixa com antecedência; a semente do cliente é definida por você, e cada aposta recebe seu próprio número sequencial (nonce). O resultado é calculado a partir desses valores com HMAC-SHA256. Quando você troca o par de sementes, a semente antiga do servidor é revelada: calcule o hash dela, compare com o hash publicado e recalcule qualquer aposta na seção de jogo justo ou com qualquer ferramenta independente.',
    },
    {
      q: 'Como funcionam os bônus e o requisito de apostas?',
      a: 'O valor do bônus é creditado em um saldo de bônus separado. Para transformá-lo em dinheiro real, é preciso cumprir o requisito de apostas (rollover): apostar um múltiplo definido do valor do bônus dentro do prazo da oferta. O requisito, os jogos válidos e a aposta máxima constam nos termos de cada promoção, e o progresso aparece no seu perfil. Sacar antes de cumprir os requisitos cancela o bônus.',
    },
    {
      q: 'O que é o clube VIP?',
      a: 'O clube VIP é o nosso programa de fidelidade para jogadores frequentes. Cada aposta com dinheiro real rende pontos VIP, e conforme eles se acumulam você sobe de Bronze para Prata, Ouro, Platina e Diamante. Quanto mais alto o nível, maior o cashback, mais rápidos os saques e melhores as ofertas pessoais; nos níveis mais altos há um gerente pessoal. Veja os detalhes na página do clube VIP.',
    },
    {
      q: 'Como posso limitar meu jogo ou fazer uma pausa?',
      a: 'O jogo deve ser sempre uma diversão. Nas configurações do perfil ou pelo suporte, você pode definir limites de depósito, de perda e de tempo de sessão, fazer uma pausa ou pedir a autoexclusão pelo período que escolher; a autoexclusão não pode ser cancelada antes do fim. Se sentir que está perdendo o controle, fale conosco e bloquearemos o acesso à sua conta. Também recomendamos procurar organizações que ajudam pessoas com problemas relacionados ao jogo.',
    },
    {
      q: 'O que fazer se o site não abrir?',
      a: 'O site pode ser bloqueado pelo seu provedor de internet ou ficar temporariamente indisponível. Nesse caso, use o espelho oficial — uma cópia exata do site com a mesma conta, saldo e histórico. O link atual do espelho é sempre publicado no nosso canal oficial do Telegram. Não use links de fontes não verificadas e nunca digite sua senha em sites suspeitos.',
    },
    {
      q: 'Posso instalar o site como aplicativo?',
      a: 'Sim. O site funciona como um aplicativo web progressivo e pode ser instalado na tela inicial sem loja de aplicativos. No Android, abra o site no Chrome e escolha Instalar aplicativo ou Adicionar à tela inicial no menu; no iPhone, abra-o no Safari, toque em Compartilhar e selecione Adicionar à Tela de Início. O aplicativo abre em tela cheia e sempre roda a versão mais recente.',
    },
    {
      q: 'Como entro em contato com o suporte?',
      a: 'Nosso suporte funciona 24 horas por dia: use o botão de chat no canto da tela. Informe o ID da sua conta e descreva o problema, com capturas de tela se ajudarem. Se a dúvida for sobre uma aposta específica, envie o número dela para que possamos localizá-la na hora.',
    },
  ],
  hi: [
    {
      q: 'खाता कैसे बनाएं?',
      a: '“साइन अप” पर क्लिक करें, छोटा फ़ॉर्म भरें, पासवर्ड बनाएं और पुष्टि करें कि आपकी उम्र कम से कम 18 वर्ष है और आप उपयोगकर्ता अनुबंध स्वीकार करते हैं। पंजीकरण में एक मिनट से भी कम समय लगता है, और पहली जमा के तुरंत बाद आप असली पैसों से खेल सकते हैं। एक व्यक्ति का केवल एक ही खाता हो सकता है।',
    },
    {
      q: 'क्या मुझे अपनी पहचान सत्यापित (केवाईसी) करानी होगी?',
      a: 'पहली निकासी से पहले, बड़े भुगतान पर या सुरक्षा जांच की ज़रूरत होने पर हम आपसे सत्यापन कराने को कह सकते हैं। इसके लिए सरकारी पहचान पत्र की फ़ोटो और कुछ मामलों में पते या धन के स्रोत का प्रमाण चाहिए होगा। दस्तावेज़ों की जांच आमतौर पर 24–72 घंटों में हो जाती है, और उन्हें हमारी गोपनीयता नीति के अनुसार सुरक्षित रूप से रखा जाता है।',
    },
    {
      q: 'पैसे कैसे जमा करें और निकालें?',
      a: 'कैशियर खोलें, भुगतान का तरीका चुनें और राशि दर्ज करें। जमा आमतौर पर तुरंत खाते में आ जाती है। जहां संभव हो, निकासी उसी तरीके से भेजी जाती है जिससे आपने जमा की थी; ज़्यादातर अनुरोध कुछ ही घंटों में प्रोसेस हो जाते हैं, जबकि पैसे पहुंचने का समय भुगतान प्रणाली पर निर्भर करता है। निकासी से पहले किसी भी सक्रिय बोनस की वेजरिंग पूरी करनी होगी या उसे रद्द करना होगा।',
    },
    {
      q: 'न्यूनतम निकासी राशि कितनी है?',
      a: 'न्यूनतम निकासी राशि आपके खाते की मुद्रा पर निर्भर करती है और अनुरोध बनाते समय कैशियर में दिखाई जाती है। अगर आपका बैलेंस न्यूनतम राशि से कम है, तो उसके इस राशि तक पहुंचने पर आप निकासी कर सकते हैं।',
    },
    {
      q: 'मैं किन मुद्राओं में खेल सकता हूं?',
      a: 'खाता रूसी रूबल (RUB), अमेरिकी डॉलर (USD), कज़ाख़स्तानी तेंगे (KZT), भारतीय रुपये (INR) या यूरो (EUR) में खोला जा सकता है। मुद्रा पंजीकरण के समय चुनी जाती है, और आपके दांव, जीत और सीमाएं उसी में दिखाई जाती हैं। उपलब्ध भुगतान तरीके मुद्रा और आपके देश पर निर्भर करते हैं। अगर आपको कोई दूसरी मुद्रा चाहिए, तो सहायता टीम से संपर्क करें।',
    },
    {
      q: 'कैसे जांचें कि खेल निष्पक्ष है?',
      a: 'हमारे सभी इन-हाउस खेल प्रमाणित रूप से निष्पक्ष (प्रूवेबली फ़ेयर) हैं। दांव से पहले आपको सर्वर सीड का SHA-256 हैश दिखाया जाता है, जो उसे पहले से तय कर देता है; क्लाइंट सीड आप खुद चुनते हैं, और हर दांव को अपनी क्रम संख्या (नॉन्स) मिलती है। परिणाम इन्हीं मानों से HMAC-SHA256 द्वारा निकाला जाता है। सीड की जोड़ी बदलने पर पुराना सर्वर सीड सार्वजनिक हो जाता है: उसका हैश निकालें, प्रकाशित हैश से मिलाएं और निष्पक्षता अनुभाग में या किसी भी स्वतंत्र टूल से कोई भी दांव दोबारा गणना करें।',
    },
    {
      q: 'बोनस और वेजरिंग कैसे काम करते हैं?',
      a: 'बोनस राशि एक अलग बोनस बैलेंस में जमा होती है। इसे असली पैसे में बदलने के लिए ऑफ़र की वैधता अवधि में बोनस की वेजरिंग पूरी करनी होती है, यानी बोनस राशि के तय गुणक जितने दांव लगाने होते हैं। वेजरिंग की शर्त, मान्य खेल और अधिकतम दांव हर ऑफ़र की शर्तों में लिखे होते हैं, और प्रगति आपकी प्रोफ़ाइल में दिखती है। शर्तें पूरी होने से पहले निकासी करने पर बोनस रद्द हो जाता है।',
    },
    {
      q: 'वीआईपी क्लब क्या है?',
      a: 'वीआईपी क्लब नियमित खिलाड़ियों के लिए हमारा लॉयल्टी प्रोग्राम है। असली पैसों के हर दांव पर वीआईपी पॉइंट मिलते हैं, और जैसे-जैसे वे जुड़ते हैं, आप कांस्य से रजत, स्वर्ण, प्लैटिनम और हीरा स्तर तक पहुंचते हैं। स्तर जितना ऊंचा, कैशबैक उतना ज़्यादा, निकासी उतनी तेज़ और व्यक्तिगत ऑफ़र उतने बेहतर; ऊपरी स्तरों पर निजी मैनेजर भी मिलता है। विवरण वीआईपी क्लब पेज पर देखें।',
    },
    {
      q: 'मैं अपना खेल कैसे सीमित करूं या ब्रेक लूं?',
      a: 'जुआ हमेशा मनोरंजन ही रहना चाहिए। प्रोफ़ाइल सेटिंग्स में या सहायता टीम के ज़रिए आप जमा, हार और सत्र के समय की सीमाएं तय कर सकते हैं, ब्रेक ले सकते हैं या अपनी चुनी हुई अवधि के लिए स्व-बहिष्करण चुन सकते हैं; स्व-बहिष्करण को समय से पहले खत्म नहीं किया जा सकता। अगर आपको लगता है कि आप नियंत्रण खो रहे हैं, तो हमसे संपर्क करें — हम आपके खाते की पहुंच बंद कर देंगे। हम जुए की समस्या से जूझ रहे लोगों की मदद करने वाले संगठनों से संपर्क करने की भी सलाह देते हैं।',
    },
    {
      q: 'अगर साइट न खुले तो क्या करें?',
      a: 'कभी-कभी आपका इंटरनेट प्रदाता साइट को ब्लॉक कर सकता है या साइट अस्थायी रूप से उपलब्ध नहीं हो सकती। ऐसे में आधिकारिक मिरर का इस्तेमाल करें — यह साइट की हूबहू कॉपी है, जिसमें वही खाता, बैलेंस और इतिहास होता है। मिरर का ताज़ा लिंक हमेशा हमारे आधिकारिक टेलीग्राम चैनल पर प्रकाशित किया जाता है। बिना जांचे स्रोतों के लिंक न खोलें और संदिग्ध दिखने वाली साइट पर कभी अपना पासवर्ड न डालें।',
    },
    {
      q: 'क्या मैं साइट को ऐप की तरह इंस्टॉल कर सकता हूं?',
      a: 'हां। साइट एक प्रोग्रेसिव वेब ऐप की तरह काम करती है और बिना ऐप स्टोर के होम स्क्रीन पर इंस्टॉल हो जाती है। एंड्रॉइड पर साइट को क्रोम में खोलें और मेनू से “ऐप इंस्टॉल करें” या “होम स्क्रीन में जोड़ें” चुनें; आईफ़ोन पर इसे सफ़ारी में खोलें, “शेयर” पर टैप करें और “होम स्क्रीन में जोड़ें” चुनें। ऐप पूरी स्क्रीन पर खुलता है और हमेशा नवीनतम संस्करण पर चलता है।',
    },
    {
      q: 'सहायता टीम से कैसे संपर्क करें?',
      a: 'हमारी सहायता टीम चौबीसों घंटे उपलब्ध है: स्क्रीन के कोने में दिए चैट बटन का इस्तेमाल करें। अपना खाता आईडी बताएं और समस्या का वर्णन करें; ज़रूरत हो तो स्क्रीनशॉट जोड़ें। अगर सवाल किसी खास दांव के बारे में है, तो उसकी आईडी भेजें ताकि हम उसे तुरंत ढूंढ सकें।',
    },
  ],
};

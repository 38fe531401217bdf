import type { Localized, PolicyDocument } from './types';

type PolicyKey = 'en/kyc' | 'en/user-agreement' | 'ru/confidential' | 'ru/user-agreement';

const UPDATED = '2026-11-01';

export const POLICIES: Record<PolicyKey, PolicyDocument> = {
  'en/kyc': {
    title: 'Know Your Customer (KYC) Policy',
    updated: UPDATED,
    sections: [
      {
        heading: '1. Purpose and scope',
        paragraphs: [
          'This Know Your Customer (KYC) Policy explains how we verify the identity of our players and why we do it. Verification protects players and the platform against fraud, identity theft, money laundering, terrorist financing and underage gambling, and allows us to meet our legal and regulatory obligations.',
          'The policy applies to every account holder and forms an integral part of the User Agreement. By opening an account, you agree to provide the documents and information described below when we ask for them.',
        ],
      },
      {
        heading: '2. When verification is required',
        paragraphs: [
          'We may ask you to verify your account at any time, and in particular: before your first withdrawal; when your total deposits or withdrawals exceed the thresholds set by our risk policy; when you add or change a payment method; when the details in your account do not match your payment details; and when our systems detect unusual activity, signs of multiple accounts or other risks.',
          'Until verification is complete, we may restrict withdrawals, deposits, bonuses or access to certain products. The balance of your account remains safe during the review.',
        ],
      },
      {
        heading: '3. Proof of identity',
        paragraphs: [
          'To confirm your identity, provide a clear color photo or scan of a valid government-issued photo document: a passport, a national identity card or a driving license. All four corners of the document must be visible, the text must be readable, and the document must not be expired, cropped or edited.',
          'The full name and date of birth on the document must match the details in your account. We may also ask you for a selfie holding the document, or for a short video check, to confirm that the document belongs to you.',
        ],
      },
      {
        heading: '4. Proof of address',
        paragraphs: [
          'To confirm your place of residence, provide a document issued within the last three months that shows your full name and residential address: a utility bill, a bank or card statement, a tax notice or another official letter from a government authority. Post office boxes are not accepted as a residential address.',
          'If the address in your identity document is current and matches your account, we may accept that document as proof of address.',
        ],
      },
      {
        heading: '5. Verification of payment methods',
        paragraphs: [
          "You may only use payment methods registered in your own name. We may ask you to prove ownership of a payment method: for a bank card, a photo of the front of the card showing the first six and last four digits and your name, with the middle digits and the security code covered; for an electronic wallet or a bank account, a screenshot or statement showing the owner's name and account number.",
          'Deposits made from payment methods belonging to third parties are prohibited. Such deposits may be returned to the source, and any winnings obtained with them may be cancelled.',
        ],
      },
      {
        heading: '6. Source of funds and enhanced due diligence',
        paragraphs: [
          'For higher deposit and withdrawal volumes, or where our risk assessment requires it, we carry out enhanced due diligence and may ask you to explain the source of the funds you use to play and, where necessary, the source of your wealth. Acceptable evidence includes payslips, tax returns, bank statements, documents confirming the sale of property or an inheritance, or documents showing income from a business.',
          'Enhanced checks also apply to politically exposed persons, their family members and close associates. We may ask you to confirm whether you fall into one of these categories.',
        ],
      },
      {
        heading: '7. Timelines',
        paragraphs: [
          'Please submit the requested documents within 30 days of our request. We aim to review a complete set of documents within 72 hours; enhanced due diligence may take longer, in which case we will keep you informed through support.',
          'If the documents are incomplete or unreadable, we will tell you what is missing. Withdrawal requests are processed once verification has been successfully completed. If the documents are not provided within the set period, the account may be suspended until they are received.',
        ],
      },
      {
        heading: '8. Refusal of verification and its consequences',
        paragraphs: [
          'We may refuse to verify an account if the documents are forged, altered or belong to another person; if the player is under 18 or resides in a country where our services are not available; if the player holds more than one account; if the player refuses to provide the requested information; or if the checks reveal a risk of fraud or money laundering.',
          'In such cases we may suspend or close the account, cancel bonuses and winnings obtained in breach of the User Agreement and return deposits to their source where the law allows it. Where required by law, we report suspicious activity to the competent authorities and may be prohibited from telling you about such a report.',
        ],
      },
      {
        heading: '9. Protection and retention of documents',
        paragraphs: [
          'Documents are uploaded over an encrypted connection, stored in encrypted form and available only to employees and verification service providers who need them to carry out checks. We never use your documents for marketing purposes.',
          'We keep verification data for as long as your account is open and afterwards for the period required by anti-money laundering legislation, usually at least five years after the account is closed. More information is provided in our Privacy Policy.',
        ],
      },
      {
        heading: '10. Contact',
        paragraphs: [
          'If you have questions about verification or would like to know the status of your review, contact our support team through the chat on the site. We may update this policy when legal requirements or our procedures change; the current version is always published on this page together with the date of the last update.',
        ],
      },
    ],
  },

  'en/user-agreement': {
    title: 'User Agreement',
    updated: UPDATED,
    sections: [
      {
        heading: '1. General provisions',
        paragraphs: [
          'This User Agreement (the "Agreement") is a binding contract between you and the operator of the platform ("we", "us"). It governs your use of the website, its mirrors and the web application, including all games, sports betting and promotions offered on them.',
          'By registering an account or using the services, you confirm that you have read, understood and accepted this Agreement, together with the game rules, promotion terms, the KYC Policy and the Privacy Policy, which form part of it. If you do not agree with any of these terms, do not use the services.',
        ],
      },
      {
        heading: '2. Eligibility',
        paragraphs: [
          'You may use the services only if you are at least 18 years old, or older if the law of your country sets a higher age for gambling, and have full legal capacity. We may ask you to prove your age at any time; accounts of minors are closed and their bets are voided.',
          'You are responsible for making sure that online gambling is legal where you are. The services are not available in certain countries; attempts to access them from these countries, including by using VPNs, proxies or false information, are a breach of this Agreement.',
        ],
      },
      {
        heading: '3. Your account',
        paragraphs: [
          'Each person may hold only one account. You must provide accurate, complete and current information and update it if it changes. Duplicate accounts may be closed, and bonuses and winnings obtained with them may be cancelled.',
          'You are responsible for keeping your password confidential and for all activity under your account. Do not share, sell or transfer your account. If you suspect unauthorized access, change your password and contact support immediately.',
          'It is prohibited to use the services for fraud, money laundering or any other unlawful purpose; to collude with other players; to use bots, scripts or other automated software; or to exploit software errors. We may suspend or close an account involved in such activity. You may close your account at any time by contacting support.',
        ],
      },
      {
        heading: '4. Deposits and withdrawals',
        paragraphs: [
          'Deposits must be made from payment methods registered in your name, using funds that you lawfully own. The account is not a bank account: balances do not earn interest and may not be used as a means of transferring money. We may refuse to process a withdrawal if a deposit has not been used for play and there are signs of misuse of the platform as a payment channel.',
          'Withdrawals are made, where possible, to the method used for depositing and only after any required verification has been passed. The minimum withdrawal amount depends on the account currency and is shown in the Cashier. Processing time depends on the payment method; we are not responsible for delays caused by payment providers.',
          'If funds are credited to your account by mistake, they remain our property: you must notify us, and we may debit them, together with any winnings obtained with them.',
        ],
      },
      {
        heading: '5. Games and bets',
        paragraphs: [
          'A bet is accepted once it is confirmed and the stake is debited from your balance; an accepted bet cannot be cancelled. Each game has its own rules, limits and payouts, which are published on the game page. In-house games are provably fair, and every result can be verified using the server seed, the client seed and the nonce.',
          'Our server records are the final record of bets and results. A malfunction voids the affected bets and payouts; in that case the stakes are returned. We may change limits, suspend games or markets and void bets placed at obviously erroneous odds or prices.',
        ],
      },
      {
        heading: '6. Bonuses and promotions',
        paragraphs: [
          'Bonuses are subject to the terms of the specific offer, including the wagering requirement, the validity period, eligible games and the maximum bet. Unless stated otherwise, each offer is available once per person, household, device and payment method.',
          'Bonus abuse is prohibited. This includes using multiple accounts, collusion between players, placing opposite bets to cover all outcomes, low-risk betting patterns designed only to meet the wagering requirement, arbitrage and any other way of obtaining a bonus without taking genuine gaming risk. If we find abuse, we may cancel the bonus and the winnings obtained with it, and restrict or close the account.',
        ],
      },
      {
        heading: '7. Responsible gaming',
        paragraphs: [
          'Gambling must remain entertainment and not a way to earn money. We offer tools that help you stay in control: deposit, loss and session limits, cooling-off breaks and self-exclusion. During self-exclusion the account cannot be reopened, and we make reasonable efforts to stop sending you marketing messages.',
          'If we see signs of problem gambling, we may contact you, set limits or suspend the account. We recommend that anyone who feels they are losing control seek help from specialized support organizations.',
        ],
      },
      {
        heading: '8. Limitation of liability',
        paragraphs: [
          'The services are provided "as is". We do not guarantee that they will be uninterrupted or error-free, and we are not liable for losses caused by failures of the internet, your equipment or third-party services, or by circumstances beyond our reasonable control.',
          'To the extent permitted by law, we are not liable for indirect or consequential losses, including loss of profit or opportunity. Our total liability to you in connection with a bet is limited to the stake of that bet. Nothing in this Agreement limits liability that cannot be limited under applicable law.',
        ],
      },
      {
        heading: '9. Complaints and disputes',
        paragraphs: [
          'If you have a complaint, contact support and describe the issue, including the bet or transaction ID. Complaints should be submitted within 30 days of the event in question. We will acknowledge your complaint and aim to give a final answer within 14 days.',
          "We will try to resolve any dispute amicably. If it cannot be resolved through negotiation, it will be settled in accordance with the law of the operator's jurisdiction and by the courts of that jurisdiction, unless mandatory law provides otherwise.",
        ],
      },
      {
        heading: '10. Changes and final provisions',
        paragraphs: [
          'We may amend this Agreement. The new version is published on this page with the date of the update, and for material changes we notify players in advance on the site. By continuing to use the services after the changes take effect, you accept the new version; if you do not agree, you may close your account and withdraw your available balance.',
          'If any provision of this Agreement is found invalid, the remaining provisions stay in force.',
        ],
      },
    ],
  },

  'ru/confidential': {
    title: 'Политика конфиденциальности',
    updated: UPDATED,
    sections: [
      {
        heading: '1. Общие положения',
        paragraphs: [
          'Настоящая Политика конфиденциальности описывает, какие персональные данные пользователей собирает оператор платформы (далее — «мы»), с какой целью они обрабатываются, кому могут передаваться и какие права есть у пользователей. Политика распространяется на сайт, его зеркала и веб-приложение.',
          'Регистрируясь или пользуясь сервисом, вы подтверждаете, что ознакомились с Политикой, и соглашаетесь на обработку своих данных в описанных в ней целях. Если вы не согласны с Политикой, не пользуйтесь сервисом.',
        ],
      },
      {
        heading: '2. Какие данные мы собираем',
        paragraphs: [
          'Данные, которые вы предоставляете сами: адрес электронной почты, номер телефона, имя, дату рождения, адрес проживания, выбранную валюту и язык, а также документы и сведения, которые вы передаёте при верификации, и переписку со службой поддержки.',
          'Данные, которые формируются при использовании сервиса: история пополнений, выплат и ставок, сиды и результаты игр, бонусы и VIP-очки, частично скрытые платёжные реквизиты. Кроме того, мы автоматически получаем технические данные: IP-адрес и определённую по нему страну, тип устройства и браузера, язык системы, время и источник посещения.',
        ],
      },
      {
        heading: '3. Цели обработки',
        paragraphs: [
          'Мы обрабатываем данные, чтобы создать и вести ваш аккаунт, принимать ставки и выплачивать выигрыши, проводить платежи, предоставлять поддержку и исполнять Пользовательское соглашение.',
          'Данные также нужны для проверки возраста и личности, противодействия мошенничеству, отмыванию денег и финансированию терроризма, соблюдения ограничений по странам, защиты аккаунтов, применения инструментов ответственной игры, а также для анализа и улучшения работы сервиса. Рекламные и бонусные рассылки мы отправляем только с вашего согласия, от них можно отказаться в любой момент.',
        ],
      },
      {
        heading: '4. Файлы cookie',
        paragraphs: [
          'Мы используем cookie и аналогичные технологии. Необходимые cookie обеспечивают вход в аккаунт, сохранение языка, валюты и настроек, а также безопасность; без них сайт не может работать корректно. Аналитические cookie помогают понять, как используется сайт, а маркетинговые — оценить эффективность рекламных кампаний и партнёрских переходов.',
          'Вы можете удалить cookie или запретить их в настройках браузера. Обратите внимание: если отключить необходимые cookie, часть функций сайта, включая вход в аккаунт, станет недоступна.',
        ],
      },
      {
        heading: '5. Передача данных третьим лицам',
        paragraphs: [
          'Мы не продаём персональные данные. Мы передаём их только в необходимом объёме: платёжным провайдерам — для проведения платежей; сервисам проверки личности — для верификации; поставщикам игр и спортивных линий — для проведения игр и расчёта ставок; хостинг-провайдерам, сервисам поддержки и аналитики — для работы сайта. Все они обязаны обеспечивать конфиденциальность и безопасность данных.',
          'Мы также можем раскрыть данные государственным органам, если этого требует закон, либо когда это необходимо для защиты наших прав, предотвращения мошенничества или обеспечения безопасности пользователей.',
        ],
      },
      {
        heading: '6. Хранение и защита данных',
        paragraphs: [
          'Мы храним данные, пока ваш аккаунт открыт, а после его закрытия — в течение срока, установленного законодательством о противодействии отмыванию денег, бухгалтерском учёте и налогах, как правило не менее пяти лет. По истечении этого срока данные удаляются или обезличиваются.',
          'Для защиты данных мы применяем шифрование при передаче и хранении, разграничение доступа, журналирование действий сотрудников и регулярную проверку систем. Доступ к документам верификации имеют только сотрудники, которым он необходим для выполнения их обязанностей.',
        ],
      },
      {
        heading: '7. Ваши права',
        paragraphs: [
          'Вы вправе запросить сведения о том, какие ваши данные мы обрабатываем, получить их копию, потребовать исправить неточные данные, ограничить обработку, возразить против обработки в маркетинговых целях и отозвать ранее данное согласие. Вы также можете потребовать удалить данные — за исключением тех, которые мы обязаны хранить по закону.',
          'Мы отвечаем на запросы в течение 30 дней. Чтобы защитить ваши данные, перед исполнением запроса мы можем попросить подтвердить личность. Если вы считаете, что ваши права нарушены, вы можете обратиться в уполномоченный орган по защите персональных данных.',
        ],
      },
      {
        heading: '8. Несовершеннолетние',
        paragraphs: [
          'Сервис предназначен только для лиц старше 18 лет. Мы сознательно не собираем данные несовершеннолетних; если выяснится, что аккаунт принадлежит лицу младше 18 лет, мы закроем его и удалим данные, которые не обязаны хранить по закону.',
        ],
      },
      {
        heading: '9. Изменения Политики',
        paragraphs: [
          'Мы можем обновлять Политику при изменении законодательства или работы сервиса. Актуальная редакция всегда опубликована на этой странице с датой последнего обновления; о существенных изменениях мы дополнительно сообщаем на сайте.',
        ],
      },
      {
        heading: '10. Контакты',
        paragraphs: [
          'По вопросам обработки персональных данных и для реализации своих прав обратитесь в службу поддержки через чат на сайте, указав в сообщении «Персональные данные». Мы рассмотрим обращение и ответим в установленный срок.',
        ],
      },
    ],
  },

  'ru/user-agreement': {
    title: 'Пользовательское соглашение',
    updated: UPDATED,
    sections: [
      {
        heading: '1. Общие положения',
        paragraphs: [
          'Настоящее Пользовательское соглашение (далее — «Соглашение») заключается между вами и оператором платформы (далее — «мы») и регулирует использование сайта, его зеркал и веб-приложения, включая все игры, ставки на спорт и акции.',
          'Регистрируясь или пользуясь сервисом, вы подтверждаете, что прочитали и приняли Соглашение, а также правила игр, условия акций, Политику KYC и Политику конфиденциальности, которые являются его неотъемлемой частью. Если вы не согласны с каким-либо из этих условий, не пользуйтесь сервисом.',
        ],
      },
      {
        heading: '2. Кто может пользоваться сервисом',
        paragraphs: [
          'Пользоваться сервисом могут только дееспособные лица, достигшие 18 лет, а если законодательство вашей страны устанавливает более высокий возраст для участия в азартных играх, — достигшие этого возраста. Мы вправе в любой момент запросить подтверждение возраста; аккаунты несовершеннолетних закрываются, а их ставки аннулируются.',
          'Вы самостоятельно отвечаете за то, чтобы участие в онлайн-играх было законным в месте вашего нахождения. Сервис недоступен в ряде стран; попытки получить к нему доступ из этих стран, в том числе с помощью VPN, прокси-серверов или ложных данных, являются нарушением Соглашения.',
        ],
      },
      {
        heading: '3. Аккаунт',
        paragraphs: [
          'Один человек может иметь только один аккаунт. Вы обязуетесь указывать достоверные, полные и актуальные данные и обновлять их при изменении. Повторные аккаунты могут быть закрыты, а бонусы и выигрыши, полученные с их помощью, — аннулированы.',
          'Вы отвечаете за сохранность пароля и за все действия, совершённые в вашем аккаунте. Запрещается передавать, продавать или предоставлять аккаунт другим лицам. При подозрении на несанкционированный доступ немедленно смените пароль и сообщите в службу поддержки.',
          'Запрещается использовать сервис для мошенничества, отмывания денег и иных противоправных целей, вступать в сговор с другими игроками, применять ботов, скрипты и другие средства автоматизации, а также использовать ошибки программного обеспечения. Аккаунт, замеченный в такой деятельности, может быть заблокирован или закрыт. Вы можете закрыть свой аккаунт в любой момент, обратившись в поддержку.',
        ],
      },
      {
        heading: '4. Пополнение счёта и вывод средств',
        paragraphs: [
          'Пополнять счёт можно только с платёжных инструментов, оформленных на ваше имя, средствами, которые принадлежат вам на законных основаниях. Игровой счёт не является банковским: проценты на остаток не начисляются, а использовать счёт для перевода денег запрещено. Мы вправе отказать в выводе средств, если депозит не использовался для игры и есть признаки использования платформы в качестве платёжного канала.',
          'Выплаты производятся по возможности на тот же платёжный инструмент, с которого пополнялся счёт, и только после прохождения необходимой верификации. Минимальная сумма вывода зависит от валюты счёта и указана в кассе. Сроки зачисления зависят от платёжной системы; мы не отвечаем за задержки на стороне платёжных провайдеров.',
          'Средства, ошибочно зачисленные на ваш счёт, не принадлежат вам: вы обязаны сообщить о них, а мы вправе списать их вместе с выигрышами, полученными с их использованием.',
        ],
      },
      {
        heading: '5. Игры и ставки',
        paragraphs: [
          'Ставка считается принятой после подтверждения и списания суммы с баланса; принятую ставку отменить нельзя. У каждой игры свои правила, лимиты и выплаты, опубликованные на странице игры. Собственные игры платформы работают по принципу доказуемой честности: любой результат можно проверить по серверному сиду, клиентскому сиду и nonce.',
          'Окончательными считаются данные наших серверов о ставках и результатах. Технический сбой аннулирует затронутые им ставки и выплаты, а суммы ставок возвращаются. Мы вправе изменять лимиты, приостанавливать игры и рынки, а также аннулировать ставки, принятые по явно ошибочным коэффициентам или ценам.',
        ],
      },
      {
        heading: '6. Бонусы и акции',
        paragraphs: [
          'Бонусы предоставляются на условиях конкретной акции, включая требования по отыгрышу, срок действия, список подходящих игр и максимальную ставку. Если не указано иное, каждое предложение доступно один раз на одного человека, домохозяйство, устройство и платёжный инструмент.',
          'Злоупотребление бонусами запрещено. К нему относятся использование нескольких аккаунтов, сговор игроков, ставки на противоположные исходы для покрытия всех вариантов, малорисковые стратегии, направленные только на выполнение условий отыгрыша, арбитражные ставки и любые другие способы получить бонус без реального игрового риска. При выявлении злоупотреблений мы вправе аннулировать бонус и полученные с его помощью выигрыши, а также ограничить или закрыть аккаунт.',
        ],
      },
      {
        heading: '7. Ответственная игра',
        paragraphs: [
          'Азартные игры должны оставаться развлечением, а не способом заработка. Мы предоставляем инструменты, которые помогают сохранять контроль: лимиты на депозиты, проигрыш и время сессии, перерывы в игре и самоисключение. На период самоисключения аккаунт не может быть восстановлен, а мы прилагаем разумные усилия, чтобы не направлять вам рекламные сообщения.',
          'Если мы замечаем признаки проблемной игры, мы вправе связаться с вами, установить лимиты или приостановить работу аккаунта. Всем, кто чувствует, что теряет контроль над игрой, мы рекомендуем обратиться за помощью в специализированные организации.',
        ],
      },
      {
        heading: '8. Ограничение ответственности',
        paragraphs: [
          'Сервис предоставляется «как есть». Мы не гарантируем его бесперебойную и безошибочную работу и не несём ответственности за убытки, вызванные сбоями интернета, вашего оборудования или сторонних сервисов, а также обстоятельствами, находящимися вне нашего разумного контроля.',
          'В пределах, допустимых законом, мы не отвечаем за косвенные убытки, включая упущенную выгоду. Наша совокупная ответственность в связи с конкретной ставкой ограничена суммой этой ставки. Никакие положения Соглашения не ограничивают ответственность, которая не может быть ограничена в силу закона.',
        ],
      },
      {
        heading: '9. Претензии и споры',
        paragraphs: [
          'Если у вас есть претензия, обратитесь в службу поддержки и опишите ситуацию, указав номер ставки или транзакции. Претензии принимаются в течение 30 дней с момента спорного события. Мы подтверждаем получение обращения и стремимся дать окончательный ответ в течение 14 дней.',
          'Мы стремимся урегулировать любые споры путём переговоров. Если договориться не удалось, спор разрешается в соответствии с правом юрисдикции оператора и в судах этой юрисдикции, если иное не предусмотрено императивными нормами закона.',
        ],
      },
      {
        heading: '10. Изменение Соглашения и заключительные положения',
        paragraphs: [
          'Мы вправе изменять Соглашение. Новая редакция публикуется на этой странице с указанием даты обновления, а о существенных изменениях мы заранее сообщаем на сайте. Продолжая пользоваться сервисом после вступления изменений в силу, вы принимаете новую редакцию; если вы с ней не согласны, вы можете закрыть аккаунт и вывести доступный остаток.',
          'Если какое-либо положение Соглашения будет признано недействительным, остальные положения сохраняют силу.',
        ],
      },
    ],
  },
};

export const POLICY_TITLES: Localized<Record<'kyc' | 'user-agreement' | 'confidential', string>> = {
  ru: {
    kyc: 'Политика KYC',
    'user-agreement': 'Пользовательское соглашение',
    confidential: 'Политика конфиденциальности',
  },
  en: {
    kyc: 'KYC Policy',
    'user-agreement': 'User Agreement',
    confidential: 'Privacy Policy',
  },
  kz: {
    kyc: 'KYC саясаты',
    'user-agreement': 'Пайдаланушы келісімі',
    confidential: 'Құпиялылық саясаты',
  },
  br: {
    kyc: 'Política de KYC',
    'user-agreement': 'Contrato do Usuário',
    confidential: 'Política de Privacidade',
  },
  hi: {
    kyc: 'केवाईसी नीति',
    'user-agreement': 'उपयोगकर्ता अनुबंध',
    confidential: 'गोपनीयता नीति',
  },
};

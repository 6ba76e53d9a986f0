/*
 * What the demo organisation's visitors said, product by product: written as people write in a
 * feedback widget (short and long, typos included, pleased, indifferent and annoyed). Phone
 * numbers are from the ranges kept for fiction (Ofcom's drama numbers, 555-01xx), never anyone's
 * line; e-mail addresses are at the reserved example domains. Each item is found again on the
 * next start by its content (demo-ids.ts), so an edited item is a new one: append, don't rewrite.
 */

export type DemoPurpose = 'LeaveMessage' | 'PhoneCall' | 'ProvideFeedback' | 'CustomQuestion';

export interface DemoVisitor {
  name?: string;
  email?: string;
  /** The contact number of the widget's form, E.164. */
  phone?: string;
  /** The widget form's "purpose" field. */
  purpose?: string;
}

export interface DemoItem {
  purpose: DemoPurpose;
  text?: string;
  /** A voice message: its file in ../demo-audio (see manifest.json). */
  clip?: string;
  /** A call-back request's number, E.164. */
  phone?: string;
  /** Answers to the product's two questions, in order; an empty one was left blank. */
  answers?: [string, string];
  visitor?: DemoVisitor;
  /** The page (website) or screen (app, game) the widget was opened on. */
  page: string;
  language?: string;
}

export interface DemoProductFeedback {
  /** The product's name in seed.ts. */
  productName: string;
  /** Part of every id made for the product's demo rows. */
  key: string;
  /** A website's pages are under this address; apps and games name a screen only. */
  siteUrl?: string;
  questions: [string, string];
  items: DemoItem[];
}

export const DEMO_FEEDBACK: DemoProductFeedback[] = [
  {
    productName: 'Demo Fashion Store',
    key: 'fashion',
    siteUrl: 'https://shop.demo.hearback.test',
    questions: [
      'How easy was it to find what you were looking for?',
      'What would make you shop with us again?',
    ],
    items: [
      {
        purpose: 'LeaveMessage',
        clip: 'fashion-parcel-late.webm',
        page: 'Order status',
        visitor: { name: 'Hannah Price', email: 'hannah.price@example.com' },
      },
      { purpose: 'LeaveMessage', clip: 'fashion-jeans-fit.webm', page: 'Slim fit jeans' },
      {
        purpose: 'LeaveMessage',
        clip: 'fashion-size-guide.webm',
        page: 'Size guide',
        visitor: { name: 'Tom', email: 'tom.becker@example.net' },
      },
      { purpose: 'LeaveMessage', clip: 'fashion-coat-stock.webm', page: 'Green wool coat' },
      {
        purpose: 'ProvideFeedback',
        text: 'Love the new linen collection!! Ordered 3 shirts and they all fit great.',
        page: 'Linen collection',
      },
      {
        purpose: 'ProvideFeedback',
        text: 'checkout keeps saying my card is declined but my bank says theres no problem. tried 3 times, really frustrating',
        page: 'Checkout',
        visitor: { name: 'Mark Ellis', email: 'mark.ellis@example.org' },
      },
      {
        purpose: 'ProvideFeedback',
        text: 'Delivery was on time. The packaging could use less plastic though.',
        page: 'Order status',
      },
      {
        purpose: 'ProvideFeedback',
        text: 'The size filter is broken on mobile, it resets every time I scroll down. Annoying',
        page: 'Women dresses',
      },
      {
        purpose: 'ProvideFeedback',
        text: 'Fast shipping and the dress looks exactly like the photos. Will order again :)',
        page: 'Blue summer dress',
        visitor: { name: 'Aisha Khan', email: 'aisha.k@example.com' },
      },
      {
        purpose: 'ProvideFeedback',
        text: 'Is there a way to change the delivery address after ordering?',
        page: 'Order status',
      },
      {
        purpose: 'ProvideFeedback',
        text: 'Returned a pair of boots 3 weeks ago and still no refund. Really disappointed, worst service ever.',
        page: 'Returns',
        visitor: { name: 'Gareth Jones', email: 'gjones@example.net' },
      },
      { purpose: 'ProvideFeedback', text: 'Great prices in the sale', page: 'Sale' },
      {
        purpose: 'ProvideFeedback',
        text: 'The colour of the jumper is a bit different from the photo, more grey than blue. Still nice tho.',
        page: 'Merino jumper',
      },
      {
        purpose: 'ProvideFeedback',
        text: 'website is painfully slow this morning, took ages to load the product pages',
        page: 'Men shirts',
      },
      { purpose: 'ProvideFeedback', text: 'ok', page: 'Home' },
      {
        purpose: 'ProvideFeedback',
        text: 'Customer service sorted out my exchange in one day. Thanks Priya, you were brilliant!',
        page: 'Contact us',
        visitor: { name: 'Sofia Rossi', email: 'sofia.rossi@example.org' },
      },
      {
        purpose: 'ProvideFeedback',
        text: 'Would be nice to have a wishlist that syncs between my phone and laptop.',
        page: 'Wishlist',
      },
      {
        purpose: 'PhoneCall',
        phone: '+442079460123',
        text: 'Please call me about a missing item in order 48213, the belt was not in the parcel.',
        page: 'Order status',
        visitor: { name: 'Daniel Okafor', email: 'd.okafor@example.com' },
      },
      {
        purpose: 'PhoneCall',
        phone: '+441614960457',
        text: 'Question about a bulk order of polo shirts for our team (about 40)',
        page: 'Polo shirts',
        visitor: { name: 'Claire Dubois', purpose: 'Bulk order' },
      },
      { purpose: 'PhoneCall', phone: '+441214960318', page: 'Contact us', visitor: { name: 'Jo' } },
      {
        purpose: 'PhoneCall',
        phone: '+441134960842',
        text: 'My parcel was delivered to the wrong address!! please call asap',
        page: 'Order status',
        visitor: { name: 'Liam Murphy', email: 'liam.murphy@example.net' },
      },
      {
        purpose: 'PhoneCall',
        phone: '+442079460871',
        text: 'Want to ask about the student discount',
        page: 'Help',
      },
      {
        purpose: 'CustomQuestion',
        answers: ['Very easy, the search is good', 'Free returns'],
        page: 'Search results',
      },
      {
        purpose: 'CustomQuestion',
        answers: ['Not easy at all. Too many useless filters', 'Proper size information'],
        page: 'Women shoes',
        visitor: { email: 'ruth.w@example.com' },
      },
      {
        purpose: 'CustomQuestion',
        answers: ['Quite easy', 'More plus size options please'],
        page: 'Women dresses',
      },
      { purpose: 'CustomQuestion', answers: ['It was fine', ''], page: 'Home' },
      {
        purpose: 'CustomQuestion',
        answers: ['Easy on the laptop, harder on my phone', 'Faster delivery to Ireland'],
        page: 'Men jackets',
        language: 'en-IE',
      },
      {
        purpose: 'CustomQuestion',
        answers: [
          'Took a while, the menu is confusing',
          'Honestly the prices are great so I will be back anyway',
        ],
        page: 'Sale',
      },
    ],
  },
  {
    productName: 'Demo Bank for iOS',
    key: 'bank',
    questions: ['How would you rate the new transfer screen?', 'What one thing should we improve next?'],
    items: [
      { purpose: 'LeaveMessage', clip: 'bank-logged-out.webm', page: 'Payments' },
      {
        purpose: 'LeaveMessage',
        clip: 'bank-savings-goals.webm',
        page: 'Savings goals',
        visitor: { name: 'Emma Walsh', email: 'emma.walsh@example.com' },
      },
      { purpose: 'LeaveMessage', clip: 'bank-face-id.webm', page: 'Sign in' },
      { purpose: 'LeaveMessage', clip: 'bank-dark-mode.webm', page: 'Settings' },
      {
        purpose: 'ProvideFeedback',
        text: 'The new transfer screen is so much clearer, well done',
        page: 'Transfers',
      },
      {
        purpose: 'ProvideFeedback',
        text: 'App crashed twice while I was adding a new payee, very frustrating. iPhone 12, iOS 17.',
        page: 'New payee',
        visitor: { name: 'Peter Novak', email: 'peter.novak@example.org' },
      },
      {
        purpose: 'ProvideFeedback',
        text: 'Why do I have to log in again every time I open the app?? Its a bit annoying.',
        page: 'Sign in',
      },
      {
        purpose: 'ProvideFeedback',
        text: 'Spending insights are brilliant, finally I can see where my money goes',
        page: 'Insights',
        visitor: { name: 'Grace Lee', email: 'grace.lee@example.com' },
      },
      {
        purpose: 'ProvideFeedback',
        text: 'Please add an option to export statements as CSV',
        page: 'Statements',
      },
      {
        purpose: 'ProvideFeedback',
        text: 'Notifications for card payments arrive really late, sometimes hours after I paid',
        page: 'Notifications',
      },
      { purpose: 'ProvideFeedback', text: 'Good app overall.', page: 'Home' },
      { purpose: 'ProvideFeedback', text: 'cant find where to change my pin', page: 'Cards' },
      {
        purpose: 'ProvideFeedback',
        text: 'Apple Pay setup was super easy, took 30 seconds',
        page: 'Cards',
        visitor: { name: 'Oliver Smith', email: 'oliver.smith@example.net' },
      },
      {
        purpose: 'ProvideFeedback',
        text: 'The balance is wrong after a refund. It shows the old amount until the next day, which is confusing',
        page: 'Accounts',
      },
      {
        purpose: 'ProvideFeedback',
        text: "I'd like to split a payment with friends like in other banking apps",
        page: 'Payments',
      },
      { purpose: 'ProvideFeedback', text: 'Fine', page: 'Home' },
      {
        purpose: 'ProvideFeedback',
        text: 'Support chat took 45 minutes to answer. Terrible service.',
        page: 'Help',
        visitor: { name: 'Nadia Haddad', email: 'nadia.h@example.org' },
      },
      {
        purpose: 'PhoneCall',
        phone: '+441174960127',
        text: 'I think someone used my card in a shop I have never been to. Please call me',
        page: 'Cards',
        visitor: { name: 'Robert Clarke', email: 'rob.clarke@example.com' },
      },
      {
        purpose: 'PhoneCall',
        phone: '+441614960233',
        text: 'Mortgage question',
        page: 'Mortgages',
        visitor: { name: 'Fatima Ali' },
      },
      { purpose: 'PhoneCall', phone: '+441414960564', page: 'Help' },
      {
        purpose: 'PhoneCall',
        phone: '+442079460346',
        text: 'Need help with a blocked payment to my landlord, rent is due tomorrow',
        page: 'Payments',
        visitor: { name: 'James Taylor', email: 'james.t@example.net' },
      },
      {
        purpose: 'PhoneCall',
        phone: '+442896496791',
        text: 'Please ring after 5pm about opening a joint account',
        page: 'Accounts',
        visitor: { name: 'Chloe and Ben Martin', purpose: 'Joint account' },
      },
      {
        purpose: 'CustomQuestion',
        answers: ['Really good, much faster than before', 'Face ID login is slow'],
        page: 'Transfers',
      },
      {
        purpose: 'CustomQuestion',
        answers: [
          'Confusing. I sent money to the wrong account because the names look the same',
          'Show the full account name before I confirm',
        ],
        page: 'Transfers',
        visitor: { name: 'Ian Fraser', email: 'ian.fraser@example.com' },
      },
      { purpose: 'CustomQuestion', answers: ['7/10', 'Dark mode'], page: 'Transfers' },
      { purpose: 'CustomQuestion', answers: ['Love it', 'Nothing, keep it up'], page: 'Transfers' },
      { purpose: 'CustomQuestion', answers: ['its ok', 'Statements in pdf'], page: 'Statements' },
      {
        purpose: 'CustomQuestion',
        answers: ['Not great on iPad, the buttons are tiny', 'An iPad layout'],
        page: 'Transfers',
        language: 'en-US',
      },
    ],
  },
  {
    productName: 'Demo Puzzle Quest',
    key: 'puzzle',
    questions: [
      'How do you feel about the difficulty of the latest levels?',
      'What would you like to see in the next update?',
    ],
    items: [
      { purpose: 'LeaveMessage', clip: 'puzzle-level-hard.webm', page: 'Level 42', language: 'en-US' },
      { purpose: 'LeaveMessage', clip: 'puzzle-best-game.webm', page: 'World map' },
      {
        purpose: 'LeaveMessage',
        clip: 'puzzle-lost-coins.webm',
        page: 'Shop',
        visitor: { name: 'Kevin Brown', email: 'kevin.brown@example.com' },
      },
      { purpose: 'LeaveMessage', clip: 'puzzle-adverts.webm', page: 'Daily challenge' },
      { purpose: 'ProvideFeedback', text: 'Addicted!! Best puzzle game on my phone', page: 'World map' },
      {
        purpose: 'ProvideFeedback',
        text: 'Too many ads. One after every single level is ridiculous, I hate it',
        page: 'Level 23',
      },
      { purpose: 'ProvideFeedback', text: 'The new world map is beautiful', page: 'World map' },
      {
        purpose: 'ProvideFeedback',
        text: 'lvl 87 is impossible without buying boosters. greedy and unfair',
        page: 'Level 87',
        language: 'en-US',
      },
      {
        purpose: 'ProvideFeedback',
        text: 'Game freezes on the loading screen since the last update (Pixel 7). Useless until you fix it',
        page: 'Loading',
        visitor: { name: 'Marta', email: 'marta.g@example.org' },
      },
      {
        purpose: 'ProvideFeedback',
        text: 'My daughter and I play it together every evening, thank you for making it',
        page: 'Level 56',
      },
      { purpose: 'ProvideFeedback', text: 'Could you add a hint button?', page: 'Level 31' },
      { purpose: 'ProvideFeedback', text: 'lives refill way too slow, its boring waiting', page: 'Lives' },
      { purpose: 'ProvideFeedback', text: 'Nice relaxing game', page: 'World map' },
      {
        purpose: 'ProvideFeedback',
        text: 'I lost my progress when I changed phone. Level 120 gone. Really upset, is there any way to get it back?',
        page: 'Settings',
        visitor: { name: 'Sam Wilson', email: 'samwilson@example.net' },
      },
      {
        purpose: 'ProvideFeedback',
        text: 'The music gets repetitive after a while but the puzzles are clever.',
        page: 'Level 64',
      },
      { purpose: 'ProvideFeedback', text: 'Event rewards are great this week', page: 'Events' },
      {
        purpose: 'PhoneCall',
        phone: '+12025550143',
        text: 'I was charged twice for the gem pack, please call me',
        page: 'Shop',
        visitor: { name: 'Anna Schmidt', email: 'anna.schmidt@example.com' },
      },
      {
        purpose: 'PhoneCall',
        phone: '+441614960618',
        text: 'question about my account, it says banned??',
        page: 'Settings',
        language: 'en-US',
      },
      { purpose: 'PhoneCall', phone: '+441184960936', page: 'Shop', visitor: { name: 'Callum' } },
      {
        purpose: 'CustomQuestion',
        answers: ['Just right, challenging but fair', 'More daily challenges'],
        page: 'Level 80',
      },
      {
        purpose: 'CustomQuestion',
        answers: ['Way too hard after level 80', 'Easier levels or more free boosters'],
        page: 'Level 88',
      },
      {
        purpose: 'CustomQuestion',
        answers: ['A bit easy for me', 'Harder puzzles and a leaderboard with friends'],
        page: 'Level 95',
        visitor: { name: 'Lucas Moreau', email: 'lucas.moreau@example.org' },
      },
      { purpose: 'CustomQuestion', answers: ['Frustrating', 'Less ads'], page: 'Level 47' },
      { purpose: 'CustomQuestion', answers: ['good', 'new worlds'], page: 'World map' },
      {
        purpose: 'CustomQuestion',
        answers: ['Fun, I like the new ice blocks', 'A dark theme for playing at night'],
        page: 'Level 72',
      },
    ],
  },
];

/**
 * The finished e-mail campaign of the Fashion Store: a Static segment of customers who were
 * asked two questions; most answered, one unsubscribed, and three answers needed a human (two
 * negative, one naming a keyword, already resolved).
 */
export const DEMO_CAMPAIGN = {
  productName: 'Demo Fashion Store',
  key: 'fashion-spring',
  segmentName: 'Loyal customers',
  segmentDescription: 'Customers with three or more orders in the last year',
  name: 'Spring collection check-in',
  message: 'Hi! You shopped our spring collection. Tell us how it went: two quick questions.',
  questions: ['How did you like the spring collection?', 'Anything we could do better?'] as [string, string],
  keywords: ['refund', 'cancel'],
  /** Days before the seed's first run. */
  startedDaysAgo: 45,
  endedDaysAgo: 31,
  contacts: [
    {
      name: 'Isabel Fernandez',
      email: 'isabel.fernandez@example.com',
      answers: ['Loved it, the linen trousers are perfect for work', 'More colours in the trousers please'],
    },
    {
      name: 'George Hughes',
      email: 'george.hughes@example.net',
      answers: ['Good quality but a bit pricey', 'Free delivery over 50 pounds'],
    },
    {
      name: 'Mei Chen',
      email: 'mei.chen@example.org',
      answers: ['Beautiful prints!', 'Nothing, I am very happy'],
    },
    {
      name: 'Patrick O’Brien',
      email: 'patrick.obrien@example.com',
      answers: [
        'The shirt shrank after the first wash. Very disappointed, waste of money',
        'A proper care label at least',
      ],
    },
    {
      name: 'Zoe Adams',
      email: 'zoe.adams@example.net',
      answers: ['ok', 'I want a refund for the sandals, they never came'],
    },
    {
      name: 'Ravi Patel',
      email: 'ravi.patel@example.org',
      answers: ['Still deciding, only wore it once', ''],
    },
    {
      name: 'Lena Vogel',
      email: 'lena.vogel@example.com',
      answers: ['Great fit and super comfy', 'Bring back the striped tee'],
    },
    {
      name: 'Tomás Silva',
      email: 'tomas.silva@example.net',
      answers: ['It was alright, nothing special', 'Maybe more men styles'],
    },
    { name: 'Olivia Brooks', email: 'olivia.brooks@example.org', unsubscribed: true },
    { name: 'Noah Fischer', email: 'noah.fischer@example.com' },
    { name: 'Harriet Cole', email: 'harriet.cole@example.net' },
    { name: 'Yusuf Demir', email: 'yusuf.demir@example.org' },
  ] as { name: string; email: string; answers?: [string, string]; unsubscribed?: boolean }[],
  /** The attention item an Admin already handled: the answer that names a keyword. */
  resolvedNote: 'Refund issued and apologised by e-mail; the courier lost the parcel.',
};

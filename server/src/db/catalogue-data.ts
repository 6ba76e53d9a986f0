/** Platforms and the product category tree every organisation chooses from. */

export interface PlatformSeed {
  name: string;
  isMobile: boolean;
  isLegacy: boolean;
}

export const PLATFORMS: PlatformSeed[] = [
  { name: 'Web', isMobile: false, isLegacy: false },
  { name: 'iOS', isMobile: true, isLegacy: false },
  { name: 'Android', isMobile: true, isLegacy: false },
  { name: 'Windows Phone', isMobile: true, isLegacy: true },
];

export interface CategorySeed {
  /** Stable slug; the seed upserts by it, so names may change without duplicating rows. */
  key: string;
  name: string;
  /** Name of the only platform the category applies to. */
  platform?: string;
  isGambling?: boolean;
  children?: CategorySeed[];
}

export const CATEGORIES: CategorySeed[] = [
  {
    key: 'shopping',
    name: 'Shopping',
    children: [
      { key: 'shopping.fashion', name: 'Fashion' },
      { key: 'shopping.electronics', name: 'Electronics' },
      { key: 'shopping.groceries', name: 'Groceries' },
      { key: 'shopping.marketplaces', name: 'Marketplaces' },
    ],
  },
  {
    key: 'finance',
    name: 'Finance',
    children: [
      { key: 'finance.banking', name: 'Banking' },
      { key: 'finance.insurance', name: 'Insurance' },
      { key: 'finance.payments', name: 'Payments' },
      { key: 'finance.investing', name: 'Investing' },
    ],
  },
  {
    key: 'travel',
    name: 'Travel',
    children: [
      { key: 'travel.flights', name: 'Flights' },
      { key: 'travel.hotels', name: 'Hotels' },
      { key: 'travel.car-rental', name: 'Car Rental' },
    ],
  },
  {
    key: 'games',
    name: 'Games',
    children: [
      { key: 'games.casino', name: 'Casino', isGambling: true },
      { key: 'games.sports-betting', name: 'Sports Betting', isGambling: true },
      { key: 'games.puzzle', name: 'Puzzle' },
      { key: 'games.sports', name: 'Sports' },
      { key: 'games.action', name: 'Action' },
    ],
  },
  {
    key: 'health',
    name: 'Health',
    children: [
      { key: 'health.fitness', name: 'Fitness' },
      { key: 'health.telemedicine', name: 'Telemedicine' },
      { key: 'health.nutrition', name: 'Nutrition' },
    ],
  },
  {
    key: 'education',
    name: 'Education',
    children: [
      { key: 'education.online-courses', name: 'Online Courses' },
      { key: 'education.language-learning', name: 'Language Learning' },
    ],
  },
  {
    key: 'media',
    name: 'Media',
    children: [
      { key: 'media.news', name: 'News' },
      { key: 'media.streaming', name: 'Streaming' },
      { key: 'media.podcasts', name: 'Podcasts' },
    ],
  },
  {
    key: 'productivity',
    name: 'Productivity',
    children: [
      { key: 'productivity.project-management', name: 'Project Management' },
      { key: 'productivity.notes', name: 'Notes' },
      { key: 'productivity.home-screen-widgets', name: 'Home Screen Widgets', platform: 'iOS' },
      { key: 'productivity.launchers', name: 'Launchers', platform: 'Android' },
    ],
  },
  {
    key: 'browser-extensions',
    name: 'Browser Extensions',
    platform: 'Web',
    children: [
      { key: 'browser-extensions.ad-blocking', name: 'Ad Blocking' },
      { key: 'browser-extensions.developer-tools', name: 'Developer Tools' },
    ],
  },
];

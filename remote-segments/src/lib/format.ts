const numbers = new Intl.NumberFormat('en');

export const formatCount = (count: number): string => numbers.format(count);

/** "1 contact", "2,000 contacts". */
export const contactsCount = (count: number): string =>
  `${formatCount(count)} ${count === 1 ? 'contact' : 'contacts'}`;

export const formatDate = (iso: string): string =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

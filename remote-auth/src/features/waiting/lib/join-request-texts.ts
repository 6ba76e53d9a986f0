/** The words of a waiting user's request to join, in one place. */
export const JOIN_REQUEST_TEXTS = {
  changedMind: 'Changed your mind? Withdraw your request to create your own organisation instead.',
  withdraw: 'Withdraw my request',
  confirmTitle: 'Withdraw your request to join?',
  confirmDescription: 'The Admins will no longer see it. You can ask again later.',
  confirm: 'Withdraw',
  cancel: 'Keep waiting',
  withdrawn: 'Your request was withdrawn.',
} as const;

const numbers = new Intl.NumberFormat('en');
const percent = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 1 });

export const formatCount = (count: number): string => numbers.format(count);
export const formatPercent = (ratio: number): string => percent.format(ratio);

export const formatDateTime = (iso: string | null | undefined): string =>
  iso
    ? new Date(iso).toLocaleString('en-GB', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      })
    : '–';

export const STATUS_COLOURS: Record<string, string> = {
  Draft: 'default',
  Scheduled: 'blue',
  Running: 'green',
  Paused: 'orange',
  Finished: 'purple',
};

export const SOURCE_LABELS: Record<string, string> = {
  Email: 'E-mail',
  Widget: 'Widget',
  Link: 'Link / QR code',
};

export const PURPOSE_LABELS: Record<string, string> = {
  ProvideFeedback: 'Provide feedback',
  LeaveMessage: 'Leave a message',
  PhoneCall: 'Request a phone call',
  CustomQuestion: 'Custom questions',
};

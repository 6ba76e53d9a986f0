import { ContactForm } from '../features/contact/components/ContactForm';

export function ContactPage() {
  return <ContactForm />;
}

import type { Resolvers } from '../../../generated/resolvers-types';
import { countContacts, getContact, listContacts } from '../../../services/contact/list-contacts';
import { createContact, deleteContact, updateContact } from '../../../services/contact/save-contact';

// Thin on purpose: authorization, validation and queries live in services/contact.
export const contactResolvers: Resolvers = {
  Query: {
    contacts: (_parent, args, ctx) => listContacts(ctx, args),
    countContacts: (_parent, args, ctx) => countContacts(ctx, args),
    contact: (_parent, args, ctx) => getContact(ctx, args),
  },
  Mutation: {
    createContact: (_parent, args, ctx) => createContact(ctx, args),
    updateContact: (_parent, args, ctx) => updateContact(ctx, args),
    deleteContact: (_parent, args, ctx) => deleteContact(ctx, args),
  },
};

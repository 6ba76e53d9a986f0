import { z } from 'zod';
import { optionalCountry, optionalHttpUrl } from '../validation/fields';
import { nameText } from '../validation/names';

const organizationType = z.enum(['Company', 'Agency', 'NonProfit', 'Public'], {
  error: 'Type must be Company, Agency, NonProfit or Public.',
});

export const createOrganizationSchema = z.object({
  name: nameText(),
  website: optionalHttpUrl('Website'),
  country: optionalCountry,
  type: organizationType.nullish().transform((value) => value ?? 'Company'),
});

/** Absent fields stay as they are; website and country may be cleared with null. */
export const updateOrganizationSchema = z.object({
  name: nameText().optional(),
  website: optionalHttpUrl('Website'),
  country: optionalCountry,
  type: organizationType.optional(),
});

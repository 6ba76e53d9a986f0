import { z } from 'zod';
import { NAME_MAX, optionalCountry, optionalHttpUrl, requiredText } from '../validation/fields';

const organizationType = z.enum(['Company', 'Agency', 'NonProfit', 'Public'], {
  error: 'Type must be Company, Agency, NonProfit or Public.',
});

export const createOrganizationSchema = z.object({
  name: requiredText('Name', NAME_MAX),
  website: optionalHttpUrl('Website'),
  country: optionalCountry,
  type: organizationType.nullish().transform((value) => value ?? 'Company'),
});

/** Absent fields stay as they are; website and country may be cleared with null. */
export const updateOrganizationSchema = z.object({
  name: requiredText('Name', NAME_MAX).optional(),
  website: optionalHttpUrl('Website'),
  country: optionalCountry,
  type: organizationType.optional(),
});

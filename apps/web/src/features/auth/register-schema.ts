import { zodResolver } from '@hookform/resolvers/zod';
import { RegisterInputSchema, type RegisterInput } from '@app/contract';
import type { Control, Resolver } from 'react-hook-form';

// The box starts unticked; the schema accepts only `true`, so the form holds a plain boolean.
export type RegisterFormValues = Omit<RegisterInput, 'agree'> & { agree: boolean };
export type RegisterControl = Control<RegisterFormValues, unknown, RegisterInput>;

export const registerResolver = zodResolver(RegisterInputSchema) as unknown as Resolver<
  RegisterFormValues,
  unknown,
  RegisterInput
>;

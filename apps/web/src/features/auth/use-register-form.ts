import type { RegisterInput } from '@app/contract';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { useRegister } from '../../api/user';
import { ROUTES } from '../../shared/routes';
import { registerResolver, type RegisterFormValues } from './register-schema';

/** The registration form, checked by the contract's schema; a new member lands on the Mine page, signed in. */
export function useRegisterForm() {
  const navigate = useNavigate();
  const register = useRegister();
  // An invite link (features/invite) carries the inviter's code.
  const [params] = useSearchParams();
  const { control, handleSubmit } = useForm<RegisterFormValues, unknown, RegisterInput>({
    resolver: registerResolver,
    mode: 'onTouched',
    defaultValues: {
      username: '',
      password: '',
      confirmPassword: '',
      phone: '',
      inviteCode: params.get('inviteCode') ?? '',
      realName: '',
      withdrawPassword: '',
      agree: false,
    },
  });

  const onSubmit = handleSubmit((input) =>
    register.mutate(input, { onSuccess: () => navigate(ROUTES.mine, { replace: true }) }),
  );

  return { control, onSubmit, pending: register.isPending };
}

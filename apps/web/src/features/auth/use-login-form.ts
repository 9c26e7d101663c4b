import { zodResolver } from '@hookform/resolvers/zod';
import { LoginInputSchema } from '@app/contract';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { useLogin } from '../../api/user';
import { ROUTES } from '../../shared/routes';
import { sessionStore } from '../../shared/session/session-store';

/**
 * The login form, checked by the contract's schema, with the last username filled in; signed in,
 * the member goes back to the page that sent them here, or to the Mine page.
 */
export function useLoginForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLogin();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(LoginInputSchema),
    mode: 'onTouched',
    defaultValues: { username: sessionStore.getState().username ?? '', password: '' },
  });

  const from = (location.state as { from?: string } | null)?.from;
  const onSubmit = handleSubmit((input) =>
    login.mutate(input, { onSuccess: () => navigate(from ?? ROUTES.mine, { replace: true }) }),
  );

  return { control, onSubmit, pending: login.isPending };
}

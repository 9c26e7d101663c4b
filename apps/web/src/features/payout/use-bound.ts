import { LIMITS } from '@app/contract';
import Toast from 'antd-mobile/es/components/toast';
import { useNavigate } from 'react-router';

/** After binding: the server's message, then back to the page that asked (withdrawal or the account list). */
export function useBound() {
  const navigate = useNavigate();
  return (msg: string) => {
    Toast.show({ content: msg, duration: LIMITS.toastMs });
    navigate(-1);
  };
}

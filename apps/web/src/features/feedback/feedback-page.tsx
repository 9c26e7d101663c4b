import { zodResolver } from '@hookform/resolvers/zod';
import { FeedbackSubmitInputSchema, LIMITS, type FeedbackSubmitInput } from '@app/contract';
import Toast from 'antd-mobile/es/components/toast';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFeedbackOrders, useFeedbackTypes, useSubmitFeedback } from '../../api/feedback';
import { useRenewOnEdit } from '../../shared/hooks/use-renew-on-edit';
import { ROUTES } from '../../shared/routes';
import { FormCard } from '../../shared/ui/form-card';
import { Page } from '../../shared/ui/page';
import { PageLoading } from '../../shared/ui/page-loading';
import { SubmitButton } from '../../shared/ui/submit-button';
import { ContentField } from './content-field';
import { ImagesField } from './images-field';
import { PickerField, type PickerOption } from './picker-field';
import './feedback.css';

/** Feedback (docs/product.md): question type, the related order of the past 7 days, description, images. */
export function FeedbackPage() {
  const { t } = useTranslation();
  const types = useFeedbackTypes().data;
  const orders = useFeedbackOrders().data;

  return (
    <Page title={t('feedback.title')}>
      {types && orders ? (
        <FeedbackForm
          types={types.map((ty) => ({ value: ty.code, label: ty.label }))}
          orders={orders.map((o) => ({ value: o.orderNo, label: `${o.label} ${o.amount} · ${o.orderNo}` }))}
        />
      ) : (
        <PageLoading />
      )}
    </Page>
  );
}

function FeedbackForm({ types, orders }: { types: PickerOption[]; orders: PickerOption[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const send = useSubmitFeedback();
  const { control, handleSubmit, watch } = useForm<FeedbackSubmitInput>({
    resolver: zodResolver(FeedbackSubmitInputSchema),
    mode: 'onTouched',
    defaultValues: { type: undefined, orderNo: '', content: '', images: [] },
  });
  useRenewOnEdit(send.renew, watch());
  const onSubmit = handleSubmit(async (input) => {
    const answer = await send.submit(input).catch(() => undefined);
    if (!answer) return;
    Toast.show({ content: answer.msg, duration: LIMITS.toastMs });
    navigate(ROUTES.myFeedback, { replace: true });
  });

  return (
    <FormCard
      className="feedback-form"
      onSubmit={() => void onSubmit()}
      footer={<SubmitButton loading={send.pending}>{t('feedback.submit')}</SubmitButton>}
    >
      <PickerField control={control} name="type" label={t('feedback.type')} options={types} />
      <PickerField
        control={control}
        name="orderNo"
        label={t('feedback.order')}
        options={orders}
        emptyText={t('feedback.no_orders')}
      />
      <ContentField control={control} name="content" label={t('feedback.content')} />
      <ImagesField control={control} name="images" label={t('feedback.images')} />
    </FormCard>
  );
}

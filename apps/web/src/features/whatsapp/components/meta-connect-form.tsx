import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FlaskConical, ShieldCheck } from 'lucide-react';
import { toast } from 'sonner';
import { msg } from '@secretaria/shared/messages';
import {
  MetaCredentialsRequestSchema,
  type MetaCredentialsRequest,
} from '@secretaria/shared/whatsapp-schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/form-errors';
import { useConnectMeta, useMetaTestNumber } from '../api/connect-meta';

const FIELDS = ['phoneNumberId', 'wabaId', 'accessToken'] as const;
const EMPTY: MetaCredentialsRequest = { phoneNumberId: '', wabaId: '', accessToken: '' };

/**
 * 'API oficial do WhatsApp (Meta)': the three credentials, checked by the server with Meta before
 * they are saved. Meta's refusals come back on the field to fix; the rest above the button.
 * Embedded mode offers the simulator's test number instead of an account.
 */
export function MetaConnectForm({
  instanceId,
  fullPhoneNumber,
  hasTestNumbers,
  onCancel,
}: {
  instanceId: string;
  fullPhoneNumber: string | null;
  hasTestNumbers: boolean;
  onCancel?: () => void;
}) {
  const connect = useConnectMeta(instanceId, fullPhoneNumber);
  const testNumber = useMetaTestNumber(instanceId);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<MetaCredentialsRequest>({
    resolver: zodResolver(MetaCredentialsRequestSchema),
    defaultValues: EMPTY,
  });
  const { register, handleSubmit, setError, setValue, formState } = form;
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await connect.mutateAsync(values);
      form.reset(EMPTY);
      toast.success(msg.metaConnectedTitle, { description: msg.metaConnectedText });
    } catch (error) {
      if (!applyFieldErrors(error, setError, FIELDS))
        setFormError(errorMessage(error, msg.unexpected));
    }
  });

  async function fillTestNumber() {
    setFormError(null);
    try {
      const credentials = await testNumber.mutateAsync();
      for (const field of FIELDS)
        setValue(field, credentials[field], { shouldValidate: true, shouldDirty: true });
    } catch (error) {
      setFormError(errorMessage(error, msg.unexpected));
    }
  }

  return (
    <form noValidate onSubmit={submit} aria-label={msg.gatewayMeta} className="grid min-w-0 gap-4">
      {hasTestNumbers ? (
        <div className="grid min-w-0 justify-items-start gap-2 rounded-lg border border-dashed p-3 text-sm sm:p-4">
          <p className="text-muted-foreground">{msg.metaTestNumberHint}</p>
          <Button
            type="button"
            variant="outline"
            onClick={() => void fillTestNumber()}
            disabled={testNumber.isPending || isSubmitting}
            // Wraps on a narrow phone instead of pushing the form past the card.
            className="h-auto max-w-full min-h-10 whitespace-normal touch:h-auto touch:min-h-11"
          >
            <FlaskConical aria-hidden="true" />
            {msg.metaUseTestNumber}
          </Button>
        </div>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        <FormField
          id="meta-phone-number-id"
          label={msg.metaPhoneNumberIdLabel}
          description={msg.metaIdsHint}
          error={errors.phoneNumberId?.message}
        >
          <Input inputMode="numeric" autoComplete="off" {...register('phoneNumberId')} />
        </FormField>
        <FormField
          id="meta-waba-id"
          label={msg.metaWabaIdLabel}
          description={msg.metaIdsHint}
          error={errors.wabaId?.message}
        >
          <Input inputMode="numeric" autoComplete="off" {...register('wabaId')} />
        </FormField>
      </div>
      <FormField
        id="meta-access-token"
        label={msg.metaAccessTokenLabel}
        description={msg.metaAccessTokenHint}
        error={errors.accessToken?.message}
      >
        <Input
          type="password"
          autoComplete="new-password"
          spellCheck={false}
          {...register('accessToken')}
        />
      </FormField>
      {formError ? (
        <Alert variant="destructive" role="alert">
          {formError}
        </Alert>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="submit" disabled={isSubmitting}>
          <ShieldCheck aria-hidden="true" />
          {isSubmitting ? msg.metaConnecting : msg.metaConnect}
        </Button>
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel} disabled={isSubmitting}>
            {msg.cancel}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

import { describe, expect, it } from 'vitest';
import { msg } from '@secretaria/shared/messages';
import { ApiError } from '@/lib/api-client';
import { errorOutcome, successOutcome } from './checkout-outcome';

const created = {
  instanceId: 'i1',
  subscription_id: 'sub_1',
  evolution_status: 'criado' as const,
  alreadyExisted: false,
  existing: false,
};

describe('successOutcome', () => {
  it('announces the subscription and goes to the instances', () => {
    expect(successOutcome(created)).toEqual({
      kind: 'success',
      title: msg.subscriptionSuccessTitle,
      description: msg.subscriptionSuccessText,
      to: '/painel/instancias',
    });
  });

  it('warns when the gateway already knew the number', () => {
    expect(successOutcome({ ...created, alreadyExisted: true }).description).toBe(
      msg.instanceAlreadyExisted,
    );
  });

  it('warns when the gateway instance could not be created, above everything else', () => {
    expect(
      successOutcome({ ...created, evolution_status: 'erro', alreadyExisted: true }).description,
    ).toBe(msg.instanceCreatedWithWarning);
  });
});

describe('errorOutcome', () => {
  it('sends an unauthenticated user to /auth', () => {
    expect(errorOutcome(new ApiError(401, 'UNAUTHORIZED', 'x'))).toEqual({
      kind: 'error',
      title: msg.authErrorTitle,
      description: msg.authErrorText,
      to: '/auth',
    });
  });

  it('says the instance data was not found when the session is unknown', () => {
    expect(errorOutcome(new ApiError(404, 'NOT_FOUND', 'x'))).toMatchObject({
      title: msg.processingErrorTitle,
      description: msg.pendingInstanceMissing,
      to: '/painel/instancias',
    });
  });

  it("shows the server's message for an unpaid session, the fallback when there is none", () => {
    expect(errorOutcome(new ApiError(409, 'CONFLICT', msg.paymentNotConfirmed))).toMatchObject({
      title: msg.paymentErrorTitle,
      description: msg.paymentNotConfirmed,
      to: '/painel/instancias',
    });
    expect(errorOutcome(new ApiError(503, 'UNAVAILABLE', ''))).toMatchObject({
      description: msg.paymentErrorFallback,
    });
  });
});

import type { ReactNode } from 'react';
import type { Instance } from '@secretaria/shared/instances-schemas';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { InstanceForm } from './instance-form';
import { msg } from '@secretaria/shared/messages';

export const GENERAL_SUBTABS = ['informacoes', 'ativacao', 'gerenciar-assinatura'] as const;
export type GeneralSubtab = (typeof GENERAL_SUBTABS)[number];

type InstanceGeneralTabProps = {
  instance: Instance;
  subtab: GeneralSubtab;
  onSubtabChange: (subtab: GeneralSubtab) => void;
  /** The ativacao and gerenciar-assinatura panels come from the whatsapp and billing features. */
  activation: ReactNode;
  subscription: ReactNode;
};

/** Spec §2: the geral tab has the sub-tabs informacoes, ativacao and gerenciar-assinatura. */
export function InstanceGeneralTab({
  instance,
  subtab,
  onSubtabChange,
  activation,
  subscription,
}: InstanceGeneralTabProps) {
  return (
    <Card>
      <Tabs
        value={subtab}
        onValueChange={(value) => onSubtabChange(value as GeneralSubtab)}
        className="p-4 sm:p-6"
      >
        <TabsList className="flex w-full justify-start overflow-x-auto sm:w-auto">
          <TabsTrigger value="informacoes" className="flex-none">
            {msg.tabInfo}
          </TabsTrigger>
          <TabsTrigger value="ativacao" className="flex-none">
            {msg.tabActivation}
          </TabsTrigger>
          <TabsTrigger value="gerenciar-assinatura" className="flex-none">
            {msg.tabSubscription}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="informacoes">
          <CardHeader className="px-0 pt-2">
            <CardTitle>{msg.instanceInfoCardTitle}</CardTitle>
            <CardDescription>{msg.instanceInfoDescription}</CardDescription>
          </CardHeader>
          <CardContent className="px-0 pb-0">
            <InstanceForm instance={instance} />
          </CardContent>
        </TabsContent>
        <TabsContent value="ativacao">
          <CardHeader className="px-0 pt-2">
            <CardTitle>{msg.tabActivation}</CardTitle>
            <CardDescription>{msg.activationDescription}</CardDescription>
          </CardHeader>
          <CardContent className="px-0 pb-0">{activation}</CardContent>
        </TabsContent>
        <TabsContent value="gerenciar-assinatura">
          <CardHeader className="px-0 pt-2">
            <CardTitle>{msg.manageSubscriptionTitle}</CardTitle>
            <CardDescription>O plano desta instância e o histórico de pagamentos.</CardDescription>
          </CardHeader>
          <CardContent className="px-0 pb-0">{subscription}</CardContent>
        </TabsContent>
      </Tabs>
    </Card>
  );
}

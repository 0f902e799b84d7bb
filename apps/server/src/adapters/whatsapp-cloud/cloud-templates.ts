import { z } from 'zod';
import type { CloudTemplate } from './graph-client';

/** What the product reads of one of the WABA's templates (Meta's field names end here). */
export type CloudTemplateSummary = {
  id: string;
  name: string;
  language: string;
  status: string;
  category: string;
  /** The BODY component's text, `{{named}}` parameters as written; null when it has none. */
  body: string | null;
  /** Meta's reason for a rejection (INVALID_FORMAT, PROMOTIONAL…); null for NONE or absent. */
  rejectedReason: string | null;
};

const BodyComponent = z.object({ type: z.literal('BODY'), text: z.string() }).loose();
const RejectedReason = z.object({ rejected_reason: z.string() }).loose();

/** A template of GET /{waba-id}/message_templates as the product reads it. */
export function summarizeCloudTemplate(template: CloudTemplate): CloudTemplateSummary {
  const body = (template.components ?? [])
    .map((c) => BodyComponent.safeParse(c))
    .find((r) => r.success)?.data?.text;
  const reason = RejectedReason.safeParse(template).data?.rejected_reason;
  return {
    id: template.id,
    name: template.name,
    language: template.language,
    status: template.status,
    category: template.category,
    body: body ?? null,
    rejectedReason: reason && reason !== 'NONE' ? reason : null,
  };
}

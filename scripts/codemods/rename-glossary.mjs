#!/usr/bin/env node
/**
 * Codemod for issue 26 (ARCHITECTURE.md, "Glossary: one name per concept"): renames the
 * identifiers and files that still use an English synonym of a domain word (appointment,
 * availability, window, chat, reminder, notice) to the glossary's name.
 *
 *   node scripts/codemods/rename-glossary.mjs            # apply, then prettier the touched files
 *   node scripts/codemods/rename-glossary.mjs --dry-run  # print what would change
 *
 * How: one TypeScript language service per tsconfig (shared, simulators, server, web). Every
 * declaration whose name is in RENAMES below is renamed with `findRenameLocations`, so only the
 * references of that one symbol change (a property of the same name elsewhere does not), and a
 * shorthand `{ appointment }` becomes `{ appointment: agendamento }`, which keeps JSON shapes.
 * Files in MOVES are moved with `git mv` after `getEditsForFileRename` has fixed their imports.
 * All edits are computed on one snapshot of the tree and applied together.
 *
 * What it never touches: string literals (pt-BR texts, describe/it titles, routes), the Kysely
 * schema and migrations, the adapters (Evolution, Stripe, LLM) and packages/simulators. A
 * symbol whose references reach one of those, or a string literal, is skipped and reported.
 * Only declarations that are not object properties are renamed unless the entry says `props`
 * (and then only in the files it names), so zod contracts and DB rows keep their field names.
 *
 * Idempotent: a second run finds none of the old names and none of the old files.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
const DRY = process.argv.includes('--dry-run');
const rel = (abs) => path.relative(ROOT, abs).split(path.sep).join('/');
const abs = (r) => path.join(ROOT, r);

const PROJECTS = [
  'packages/shared/tsconfig.json',
  'packages/simulators/tsconfig.json',
  'apps/server/tsconfig.json',
  'apps/web/tsconfig.json',
];
/** TypeScript outside any tsconfig's include that runs with the server's (tsx, `@/` alias). */
const EXTRA_FILES = { 'apps/server/tsconfig.json': ['bench/*.ts', 'scripts/*.ts'] };

/** Paths whose text is a contract or history: nothing in them is renamed. */
const FORBIDDEN = [
  /^packages\/simulators\//,
  /^apps\/server\/src\/adapters\//,
  /^apps\/server\/src\/db\/migrations\//,
  /^apps\/server\/src\/db\/schema\.ts$/,
  /\/node_modules\//,
];
const isForbidden = (r) => FORBIDDEN.some((re) => re.test(r));

/** Message keys of `msg` in packages/shared/src/messages.ts (names of texts, never sent as JSON). */
const MSG = ['packages/shared/src/messages.ts'];

/**
 * The mapping table: [old, new, options]. options.in limits the declarations renamed to the
 * files listed (path suffixes); options.props allows a declaration that is an object property
 * or a type member (only in the files of options.in).
 */
const RENAMES = [
  // ---- appointment → agendamento (a booking, the act, stays: createAgendamento, bookingFlow) ----
  ['APPOINTMENT_INSERT_TIMEOUT_MS', 'AGENDAMENTO_INSERT_TIMEOUT_MS'],
  ['AppointmentCard', 'AgendamentoCard'],
  ['AppointmentCardProps', 'AgendamentoCardProps'],
  ['LoadAppointment', 'LoadAgendamento'],
  ['applyToAppointment', 'applyToAgendamento'],
  ['appointment', 'agendamento', { in: ['packages/shared/src/free-slots.test.ts'] }],
  [
    'appointments',
    'agendamentos',
    {
      in: [
        'apps/server/src/modules/agendamentos/horarios-livres.ts',
        'apps/server/src/modules/attendant/engine/slots.ts',
      ],
    },
  ],
  ['appointments', 'agendamentos', { in: ['apps/server/src/demo/seed-demo.ts'], props: true }],
  [
    'appointmentCount',
    'agendamentoCount',
    {
      in: ['apps/web/src/features/calendar/components/calendar-day-cell.tsx'],
      props: true,
    },
  ],
  [
    'appointmentCounts',
    'agendamentoCounts',
    {
      in: ['apps/web/src/features/calendar/components/month-calendar.tsx'],
      props: true,
    },
  ],
  ['countActiveAppointmentsIn', 'countActiveAgendamentosIn'],
  ['countAppointmentsStrandedByEdit', 'countAgendamentosStrandedByEdit'],
  ['dayAppointments', 'dayAgendamentos'],
  ['listActiveAppointments', 'listActiveAgendamentos'],
  ['namesAppointmentDay', 'namesAgendamentoDay'],
  ['noAppointments', 'noAgendamentos'],
  ['otherAppointment', 'otherAgendamento'],
  ['overlapsAppointment', 'overlapsAgendamento'],
  ['pickAppointment', 'pickAgendamento'],
  ['pointedAppointment', 'pointedAgendamento'],
  ...[
    'appointmentCancelAction',
    'appointmentCancelling',
    'appointmentContactOverlap',
    'appointmentContactRequired',
    'appointmentDateInvalid',
    'appointmentDateRequired',
    'appointmentEndRequired',
    'appointmentInPast',
    'appointmentKeep',
    'appointmentNoLocation',
    'appointmentNotMovable',
    'appointmentNotStarted',
    'appointmentOverlap',
    'appointmentRescheduleEmpty',
    'appointmentSaved',
    'appointmentSavedText',
    'appointmentServiceRequired',
    'appointmentStartRequired',
    'appointmentStatusInvalid',
    'appointmentStatusTransition',
    'appointmentTimeout',
    'appointmentTooFar',
    'appointmentTooSoon',
  ].map((k) => [k, k.replace('appointment', 'agendamento'), { in: MSG, props: true }]),
  ['appointmentOutsideAvailability', 'agendamentoOutsideDisponibilidade', { in: MSG, props: true }],
  ['availabilityHasAppointments', 'disponibilidadeHasAgendamentos', { in: MSG, props: true }],
  ['contactHasAppointments', 'contactHasAgendamentos', { in: MSG, props: true }],
  ['professionalHasAppointments', 'professionalHasAgendamentos', { in: MSG, props: true }],
  ['serviceHasAppointments', 'serviceHasAgendamentos', { in: MSG, props: true }],

  // ---- availability / window (a professional's working window) → disponibilidade ----
  ['AVAILABILITY_AHEAD_DAYS', 'DISPONIBILIDADE_AHEAD_DAYS'],
  ['AVAILABILITY_FETCH_DELAY_MS', 'DISPONIBILIDADE_FETCH_DELAY_MS'],
  ['AVAILABILITY_PROMPT', 'DISPONIBILIDADE_PROMPT'],
  ['AVAILABILITY_RETRIES', 'DISPONIBILIDADE_RETRIES'],
  ['AvailabilityCalendar', 'DisponibilidadeCalendar'],
  ['AvailabilityCalendarProps', 'DisponibilidadeCalendarProps'],
  ['AvailabilityPage', 'DisponibilidadePage'],
  ['availabilityRetryDelay', 'disponibilidadeRetryDelay'],
  [
    'availability',
    'disponibilidade',
    {
      in: ['packages/shared/src/spa-routes.ts', 'apps/web/src/app/router.tsx'],
      props: true,
    },
  ],
  ...[
    'availabilityClearSelection',
    'availabilityDayEmpty',
    'availabilityDayRequired',
    'availabilityDeleted',
    'availabilityEditStrands',
    'availabilityLinkServices',
    'availabilityNoLinkedServices',
    'availabilityOverlap',
    'availabilityPastDay',
    'availabilityRequired',
    'availabilitySaved',
    'availabilitySavedCount',
    'availabilitySelectHint',
    'availabilitySelectHintTouch',
    'availabilitySelectedPerMonth',
    'availabilityServiceRequired',
    'availabilityStartBeforeEnd',
    'availabilityTapDayToEdit',
    'availabilityTooManyDays',
    'availabilityUpdated',
  ].map((k) => [k, k.replace('availability', 'disponibilidade'), { in: MSG, props: true }]),
  ['availabilitySelectedDaysWindows', 'disponibilidadeSelectedDays', { in: MSG, props: true }],
  ['locationHasAvailability', 'locationHasDisponibilidade', { in: MSG, props: true }],
  ['SelectedDaysWindows', 'SelectedDaysDisponibilidades'],
  ['SelectedDaysWindowsProps', 'SelectedDaysDisponibilidadesProps'],
  ['windowLabel', 'disponibilidadeLabel'],
  [
    'windowFields',
    'disponibilidadeFields',
    { in: ['packages/shared/src/disponibilidades-schemas.ts'] },
  ],
  ['editWindow', 'editDisponibilidade'],
  ['windowsByDay', 'disponibilidadesByDay'],
  ['windowsQuery', 'disponibilidadesQuery'],
  [
    'teamNoWindows',
    'teamNoDisponibilidades',
    {
      in: ['apps/web/src/features/agenda/agenda-texts.ts'],
      props: true,
    },
  ],
  ['listWindowsAhead', 'listDisponibilidadesAhead'],
  ['listWindowsOffering', 'listDisponibilidadesOffering'],
  ['findHoldingWindow', 'findHoldingDisponibilidade'],
  ['countWindowsAtFrom', 'countDisponibilidadesAtFrom'],
  ['fitsInsideWindow', 'fitsInsideDisponibilidade'],
  ['isInsideWindow', 'isInsideDisponibilidade'],
  ['startsInsideWindow', 'startsInsideDisponibilidade'],
  ['createWindow', 'createDisponibilidade', { in: ['apps/web/e2e/support/scheduling.ts'] }],
  ['fillWindow', 'fillDisponibilidade', { in: ['apps/web/e2e/disponibilidade.spec.ts'] }],
  ['setupWithWindow', 'setupWithDisponibilidade', { in: ['apps/web/e2e/agenda.spec.ts'] }],
  [
    'noWindow',
    'noDisponibilidade',
    {
      in: ['apps/server/src/modules/agendamentos/scheduling.int.test.ts'],
    },
  ],
  [
    'outsideWindows',
    'outsideDisponibilidades',
    {
      in: ['apps/server/src/modules/attendant/engine/dialogs-property.int.test.ts'],
    },
  ],
  [
    'windows',
    'disponibilidades',
    {
      in: [
        'apps/server/src/modules/agendamentos/horarios-livres.ts',
        'apps/server/src/modules/attendant/engine/slots.ts',
        'apps/server/src/modules/attendant/engine/info.ts',
        'apps/server/src/modules/attendant/engine/dialogs-people.int.test.ts',
        'apps/web/src/features/agenda/components/new-agendamento-dialog.tsx',
        'apps/web/src/features/agenda/components/team-day-grid.tsx',
        'apps/web/src/features/agenda/components/agenda-day-view.tsx',
        'apps/web/src/features/agenda/components/day-timeline.tsx',
        'apps/web/src/features/agenda/api/get-team-day.ts',
        'apps/web/src/features/agenda/utils/agenda-rules.ts',
        'apps/web/src/app/routes/panel/scheduling/agenda-board.tsx',
      ],
      props: true,
    },
  ],
  [
    'window',
    'disponibilidade',
    {
      in: [
        'apps/server/src/modules/agendamentos/booking-checks.ts',
        'apps/web/src/app/routes/panel/scheduling/team-day-board.tsx',
        'apps/web/src/features/agenda/components/new-agendamento-dialog.tsx',
        'apps/web/src/features/agenda/components/team-day-grid.tsx',
        'apps/web/src/features/agenda/components/agenda-day-view.tsx',
        'apps/web/src/features/agenda/components/day-timeline.tsx',
        'apps/web/src/features/agenda/api/get-team-day.ts',
        'apps/web/src/features/agenda/utils/agenda-rules.ts',
        'apps/web/src/app/routes/panel/scheduling/agenda-board.tsx',
      ],
      props: true,
    },
  ],

  ['bookingWindow', 'bookingDisponibilidade'],
  ['setBookingWindow', 'setBookingDisponibilidade'],

  // ---- chat (the customer's thread, or the panel's) → conversa; the gateway's chatKey stays ----
  ['TurnChat', 'TurnConversa'],
  ['ProactiveChat', 'ProactiveConversa'],
  ['upsertProactiveChats', 'upsertProactiveConversas'],
  ['findChatContatoNome', 'findConversaContatoNome'],
  ['notifyAboutChat', 'notifyAboutConversa'],
  [
    'unansweredChats',
    'unansweredConversas',
    { in: ['apps/server/src/test/chaos/chaos-checks.ts'], props: true },
  ],
  ['otherChat', 'otherConversa'],
  [
    'chat',
    'conversa',
    {
      in: [
        'apps/server/src/modules/attendant/',
        'apps/server/src/jobs/attendant-worker.ts',
        'apps/server/src/modules/avisos/erase-request.ts',
        'apps/server/src/modules/avisos/aviso-batch.repo.ts',
        'apps/web/e2e/',
      ],
    },
  ],
  [
    'chat',
    'conversa',
    { in: ['apps/server/src/modules/attendant/test/dialog-drivers.ts'], props: true },
  ],
  [
    'chats',
    'conversas',
    {
      in: [
        'apps/server/src/modules/avisos/aviso-batch.repo.ts',
        'apps/server/src/modules/avisos/run-avisos.ts',
        'apps/server/src/modules/attendant/attendant-pipeline.int.test.ts',
      ],
    },
  ],
  ['chatRef', 'conversaRef'],
  ['Chat', 'CustomerConversa', { in: ['apps/server/src/modules/attendant/test/engine-chat.ts'] }],
  ['engineChat', 'engineConversa'],
  ['gatewayChat', 'gatewayConversa'],
  ['evolutionChat', 'evolutionConversa'],
  ['theirChat', 'theirConversa'],
  ['noChatsText', 'noConversasText', { in: MSG, props: true }],
  ['noChatsTitle', 'noConversasTitle', { in: MSG, props: true }],
  ['loadMoreChats', 'loadMoreConversas', { in: MSG, props: true }],
  ['selectChat', 'selectConversa', { in: MSG, props: true }],

  // ---- reminder (the automatic message of kind lembrete) → lembrete; one aviso of any kind → aviso ----
  ['ReminderContext', 'LembreteContext'],
  ['answerReminder', 'answerLembrete'],
  ['findAnsweredReminder', 'findAnsweredLembrete'],
  [
    'reminder',
    'lembrete',
    {
      in: [
        'apps/server/src/modules/attendant/engine/reminder-reply.ts',
        'apps/server/src/modules/attendant/engine/run-turn.ts',
      ],
    },
  ],
  ['reminderAnswer', 'lembreteAnswer'],
  ['ReminderOffsetsEditor', 'LembreteOffsetsEditor'],
  ['ReminderOffsetsSchema', 'LembreteOffsetsSchema'],
  ['REMINDER_OFFSETS_MAX', 'LEMBRETE_OFFSETS_MAX'],
  ['REMINDER_OFFSET_RANGE', 'LEMBRETE_OFFSET_RANGE'],
  ['reminderSendAt', 'lembreteSendAt'],
  ['rescheduleInstanceReminders', 'rescheduleInstanceAvisos'],
  ['ReminderLoad', 'LembreteLoad'],
  ['createReminderLoad', 'createLembreteLoad'],
  ['seedReminderCatalogue', 'seedLembreteCatalogue'],
  ['expectEachReminderOnce', 'expectEachLembreteOnce'],
  ['reminderStates', 'lembreteStates'],
  ['dueReminders', 'dueLembretes'],
  ['firstReminder', 'firstLembrete'],
  ['reminderTexts', 'lembreteTexts'],
  ...[
    'reminderOffsetRange',
    'reminderOffsetsDuplicate',
    'reminderOffsetsMax',
    'remindersEnabled',
    'remindersEnabledHint',
    'sectionReminders',
  ].map((k) => [
    k,
    k.replace('reminder', 'lembrete').replace('Reminder', 'Lembrete'),
    { in: MSG, props: true },
  ]),

  // ---- notice: the owner's aviso (kind aviso_dono) → avisoDono; the owner's bell → notificacao ----
  ['OwnerNoticeFacts', 'AvisoDonoFacts'],
  ['ownerNoticeText', 'avisoDonoText'],
  ['planOwnerNotice', 'planAvisoDono'],
  ['findOwnerNoticeTarget', 'findAvisoDonoTarget'],
  ['OWNER_NOTICE_OF', 'AVISO_DONO_OF'],
  ['customerNotice', 'customerAviso'],
  ['ownerNotice', 'avisoDono', { in: ['apps/server/src/modules/avisos/avisos.int.test.ts'] }],
  ['noticeSendAt', 'avisoSendAt'],
  ['useNoticeToasts', 'useNotificacaoToasts'],
  ['NoticeBaseline', 'NotificacaoBaseline'],
  ['arrivedNotices', 'arrivedNotificacoes'],
  ['createNotice', 'createNotificacao', { in: ['apps/web/e2e/notificacoes.spec.ts'] }],
  [
    'isNotice',
    'isNotificacao',
    {
      in: ['apps/server/src/modules/notificacoes/notificacoes.int.test.ts'],
    },
  ],

  // ---- the panel's test chat → conversa de teste; the janela de envio ----
  ['TestChat', 'ConversaTeste'],
  ['TestChatSchema', 'ConversaTesteSchema'],
  ['TestChatPanel', 'ConversaTestePanel'],
  ['TestChatPanelProps', 'ConversaTestePanelProps'],
  ['TestChatDeps', 'ConversaTesteDeps'],
  ['useTestChat', 'useConversaTeste'],
  ['getTestChat', 'getConversaTeste'],
  ['deleteTestChatData', 'deleteConversaTesteData'],
  ['createTestChatRoutes', 'createConversaTesteRoutes'],
  ['testChatKeys', 'conversaTesteKeys'],
  ...[
    'testChatTitle',
    'testChatIntro',
    'testChatRealBookings',
    'testChatAttendantOff',
    'testChatContactName',
    'testChatMessageRequired',
    'testChatMessageTooLong',
    'testChatLoading',
    'testChatLoadError',
    'testChatEmpty',
    'testChatMessagesLabel',
    'testChatComposerLabel',
    'testChatComposerPlaceholder',
    'testChatSend',
    'testChatSending',
    'testChatTyping',
    'testChatFromYou',
    'testChatFromAttendant',
    'testChatHandoff',
    'testChatDelete',
    'testChatDeleting',
    'testChatDeleteTitle',
    'testChatDeleteText',
    'testChatDeleteConfirm',
    'testChatDeleted',
    'testChatNothingToDelete',
  ].map((k) => [k, k.replace('testChat', 'conversaTeste'), { in: MSG, props: true }]),
  ['ProactiveWindow', 'JanelaDeEnvio'],
  ['lockProactiveWindow', 'lockJanelaDeEnvio'],
  ['nextWindowOpening', 'nextJanelaDeEnvioOpening'],
  ...['proactiveWindowTime', 'proactiveWindowOrder'].map((k) => [
    k,
    k.replace('proactiveWindow', 'janelaDeEnvio'),
    { in: MSG, props: true },
  ]),
];

/** Files whose name carries a synonym: [old, new] (repository-relative). */
const MOVES = [
  [
    'apps/server/src/modules/attendant/test-chat/test-chat.int.test.ts',
    'apps/server/src/modules/attendant/conversa-teste/conversa-teste.int.test.ts',
  ],
  [
    'apps/server/src/modules/attendant/test-chat/test-chat.repo.ts',
    'apps/server/src/modules/attendant/conversa-teste/conversa-teste.repo.ts',
  ],
  [
    'apps/server/src/modules/attendant/test-chat/test-chat.routes.ts',
    'apps/server/src/modules/attendant/conversa-teste/conversa-teste.routes.ts',
  ],
  [
    'apps/server/src/modules/attendant/test-chat/test-chat.ts',
    'apps/server/src/modules/attendant/conversa-teste/conversa-teste.ts',
  ],
  [
    'apps/server/src/modules/avisos/proactive-window.ts',
    'apps/server/src/modules/avisos/janela-de-envio.ts',
  ],
  [
    'apps/server/src/modules/avisos/proactive-window.test.ts',
    'apps/server/src/modules/avisos/janela-de-envio.test.ts',
  ],
  [
    'apps/web/src/features/test-chat/api/test-chat.ts',
    'apps/web/src/features/conversa-teste/api/conversa-teste.ts',
  ],
  [
    'apps/web/src/features/test-chat/components/test-chat-panel.tsx',
    'apps/web/src/features/conversa-teste/components/conversa-teste-panel.tsx',
  ],
  [
    'apps/web/src/features/test-chat/components/test-chat-panel.test.tsx',
    'apps/web/src/features/conversa-teste/components/conversa-teste-panel.test.tsx',
  ],
  ['packages/shared/src/test-chat-schemas.ts', 'packages/shared/src/conversa-teste-schemas.ts'],
  ['apps/web/e2e/test-chat.spec.ts', 'apps/web/e2e/conversa-teste.spec.ts'],
  [
    'apps/web/src/features/agenda/components/appointment-card.tsx',
    'apps/web/src/features/agenda/components/agendamento-card.tsx',
  ],
  ['packages/shared/src/nlu/own-appointment.ts', 'packages/shared/src/nlu/own-agendamento.ts'],
  [
    'packages/shared/src/nlu/own-appointment.test.ts',
    'packages/shared/src/nlu/own-agendamento.test.ts',
  ],
  [
    'apps/web/src/app/routes/panel/availability.tsx',
    'apps/web/src/app/routes/panel/disponibilidade.tsx',
  ],
  [
    'apps/web/src/app/routes/panel/scheduling/availability-calendar.tsx',
    'apps/web/src/app/routes/panel/scheduling/disponibilidade-calendar.tsx',
  ],
  [
    'apps/web/src/features/disponibilidades/utils/availability-rules.ts',
    'apps/web/src/features/disponibilidades/utils/disponibilidade-rules.ts',
  ],
  [
    'apps/web/src/features/disponibilidades/utils/availability-rules.test.ts',
    'apps/web/src/features/disponibilidades/utils/disponibilidade-rules.test.ts',
  ],
  [
    'apps/web/src/features/disponibilidades/components/selected-days-windows.tsx',
    'apps/web/src/features/disponibilidades/components/selected-days-disponibilidades.tsx',
  ],
  [
    'apps/server/src/modules/disponibilidades/windows-and-bookings.int.test.ts',
    'apps/server/src/modules/disponibilidades/disponibilidades-and-agendamentos.int.test.ts',
  ],
  [
    'apps/server/src/modules/attendant/engine/reminder-reply.ts',
    'apps/server/src/modules/attendant/engine/lembrete-reply.ts',
  ],
  [
    'apps/server/src/modules/avisos/owner-notice-texts.ts',
    'apps/server/src/modules/avisos/aviso-dono-texts.ts',
  ],
  ['apps/server/src/test/reminder-load.ts', 'apps/server/src/test/lembrete-load.ts'],
  [
    'apps/web/src/features/instances/components/reminder-offsets-editor.tsx',
    'apps/web/src/features/instances/components/lembrete-offsets-editor.tsx',
  ],
  [
    'apps/web/src/features/notificacoes/hooks/use-notice-toasts.ts',
    'apps/web/src/features/notificacoes/hooks/use-notificacao-toasts.ts',
  ],
  [
    'apps/web/src/features/notificacoes/utils/new-notices.ts',
    'apps/web/src/features/notificacoes/utils/new-notificacoes.ts',
  ],
  [
    'apps/server/src/modules/attendant/test/engine-chat.ts',
    'apps/server/src/modules/attendant/test/engine-conversa.ts',
  ],
  [
    'apps/server/src/modules/attendant/test/gateway-chat.ts',
    'apps/server/src/modules/attendant/test/gateway-conversa.ts',
  ],
  [
    'apps/web/src/features/conversas/utils/chat-time.ts',
    'apps/web/src/features/conversas/utils/conversa-time.ts',
  ],
  [
    'apps/web/src/features/conversas/utils/chat-time.test.ts',
    'apps/web/src/features/conversas/utils/conversa-time.test.ts',
  ],
];

/** Non-TypeScript files whose text names moved files or renamed identifiers. */
const DOCS = ['ARCHITECTURE.md', 'README.md'];

/**
 * Text patches the rename cannot express: [file, old text, new text]. Each applies only while
 * its old text is present, so a re-run is a no-op.
 */
const PATCHES = [
  [
    'ARCHITECTURE.md',
    "The spec's domain words name the data; code written from now on uses them, and the older English\nsynonyms are renamed as their files are touched (the rename across the tree is still open).",
    "The spec's domain words name the data, and the code uses them: the older English synonyms were\n" +
      'renamed across server, web and shared by `scripts/codemods/rename-glossary.mjs` (identifiers and\n' +
      'files, through the TypeScript language service; re-runnable on a newer tree). What keeps an\n' +
      'English word on purpose: database columns and the Kysely schema (`reminder_offsets_minutes`,\n' +
      '`cancel_notice_hours`, `proactive_window_start`…) and the persisted dialog state\n' +
      "(`which_appointment`), the HTTP API's field names, the gateway's `chatKey`, the adapters and\n" +
      'simulators (external contracts), migrations, pt-BR texts and test titles, "booking" as the act\n' +
      '(`bookingFlow`, `checkBookingSlot`, `BookingRules`) and a "notice" that is a prazo (`minNotice`,\n' +
      "`cancelNoticeHours`). Still open: the panel's test chat (`test-chat/`, `TestChat…`), the janela\n" +
      "de envio's code (`ProactiveWindow`, `proactive-window.ts`), and the `chat` locals of\n" +
      '`model-attendant.int.test.ts`, where `conversa` already names something else.',
  ],
];

// ---------------------------------------------------------------------------------------------

const DECL_KINDS = new Set([
  ts.SyntaxKind.VariableDeclaration,
  ts.SyntaxKind.FunctionDeclaration,
  ts.SyntaxKind.ClassDeclaration,
  ts.SyntaxKind.InterfaceDeclaration,
  ts.SyntaxKind.TypeAliasDeclaration,
  ts.SyntaxKind.EnumDeclaration,
  ts.SyntaxKind.Parameter,
  ts.SyntaxKind.BindingElement,
  ts.SyntaxKind.NamespaceImport,
]);
const PROP_KINDS = new Set([
  ts.SyntaxKind.PropertyAssignment,
  ts.SyntaxKind.PropertySignature,
  ts.SyntaxKind.PropertyDeclaration,
  ts.SyntaxKind.ShorthandPropertyAssignment,
  ts.SyntaxKind.MethodDeclaration,
  ts.SyntaxKind.MethodSignature,
]);

function loadProject(configRel) {
  const configPath = abs(configRel);
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  const extra = (EXTRA_FILES[configRel] ?? []).flatMap((glob) =>
    execFileSync('git', ['ls-files', glob], { cwd: ROOT, encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(abs),
  );
  const files = [...parsed.fileNames, ...extra];
  const host = {
    getScriptFileNames: () => files,
    getScriptVersion: () => '1',
    getScriptSnapshot: (f) =>
      fs.existsSync(f) ? ts.ScriptSnapshot.fromString(fs.readFileSync(f, 'utf8')) : undefined,
    getCurrentDirectory: () => path.dirname(configPath),
    getCompilationSettings: () => parsed.options,
    getDefaultLibFileName: (o) => ts.getDefaultLibFilePath(o),
    fileExists: ts.sys.fileExists,
    readFile: ts.sys.readFile,
    readDirectory: ts.sys.readDirectory,
    directoryExists: ts.sys.directoryExists,
    getDirectories: ts.sys.getDirectories,
    realpath: ts.sys.realpath,
    useCaseSensitiveFileNames: () => true,
  };
  const service = ts.createLanguageService(host, ts.createDocumentRegistry());
  return { configRel, files: new Set(files.map((f) => path.resolve(f))), service };
}

function entryFor(name, fileRel, isProp) {
  for (const [from, to, opts = {}] of RENAMES) {
    if (from !== name) continue;
    if (
      opts.in &&
      !opts.in.some((s) => (s.endsWith('/') ? fileRel.startsWith(s) : fileRel.endsWith(s)))
    )
      continue;
    if (isProp && !opts.props) continue;
    return to;
  }
  return undefined;
}

/** Declarations to rename: { fileAbs, pos, from, to }. */
function findOrigins(projects) {
  const names = new Set(RENAMES.map(([from]) => from));
  const seen = new Set();
  const origins = [];
  for (const p of projects) {
    const program = p.service.getProgram();
    for (const sf of program.getSourceFiles()) {
      const fileRel = rel(path.resolve(sf.fileName));
      if (fileRel.startsWith('..') || isForbidden(fileRel) || sf.isDeclarationFile) continue;
      const visit = (node) => {
        if (
          ts.isIdentifier(node) &&
          names.has(node.text) &&
          node.parent &&
          node.parent.name === node
        ) {
          const kind = node.parent.kind;
          const isProp = PROP_KINDS.has(kind);
          if (DECL_KINDS.has(kind) || isProp) {
            const to = entryFor(node.text, fileRel, isProp);
            const key = `${fileRel}:${node.getStart(sf)}`;
            if (to && !seen.has(key)) {
              seen.add(key);
              origins.push({
                fileAbs: path.resolve(sf.fileName),
                fileRel,
                pos: node.getStart(sf),
                from: node.text,
                to,
                isProp,
              });
            }
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(sf);
    }
  }
  return origins;
}

const texts = new Map();
const textOf = (f) => {
  if (!texts.has(f)) texts.set(f, fs.readFileSync(f, 'utf8'));
  return texts.get(f);
};

/** Whether a file has an identifier `name` that is not a property name (a binding or a use). */
const bindingCache = new Map();
function bindsName(fileAbs, name) {
  const key = `${fileAbs}\0${name}`;
  if (bindingCache.has(key)) return bindingCache.get(key);
  const text = textOf(fileAbs);
  let found = false;
  if (text.includes(name)) {
    const sf = ts.createSourceFile(fileAbs, text, ts.ScriptTarget.Latest, true);
    const visit = (node) => {
      if (found) return;
      if (ts.isIdentifier(node) && node.text === name) {
        const p = node.parent;
        const isPropName =
          (p &&
            PROP_KINDS.has(p.kind) &&
            p.name === node &&
            !ts.isShorthandPropertyAssignment(p)) ||
          (p && ts.isPropertyAccessExpression(p) && p.name === node) ||
          (p && ts.isJsxAttribute(p)) ||
          (p && ts.isBindingElement(p) && p.propertyName === node) ||
          (p && ts.isQualifiedName(p) && p.right === node);
        if (!isPropName) found = true;
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  bindingCache.set(key, found);
  return found;
}

/** edits: Map<fileAbs, Map<"start:length", {start, length, text, tag}>> */
const edits = new Map();
const conflicts = [];
function addEdit(fileAbs, start, length, text, tag) {
  if (!edits.has(fileAbs)) edits.set(fileAbs, new Map());
  const m = edits.get(fileAbs);
  const key = `${start}:${length}`;
  const prev = m.get(key);
  if (!prev) return void m.set(key, { start, length, text, tag });
  if (prev.text === text) return;
  // A shorthand both of whose sides are renamed to the same name: `{ a }` stays shorthand.
  const plain = (t) => t.split(':').map((s) => s.trim());
  const [a1, a2 = a1] = plain(prev.text);
  const [b1, b2 = b1] = plain(text);
  const newNames = new Set([a1, a2, b1, b2]);
  const old = textOf(fileAbs).slice(start, start + length);
  newNames.delete(old);
  if (newNames.size === 1) return void m.set(key, { start, length, text: [...newNames][0], tag });
  conflicts.push(`${rel(fileAbs)}@${start}: "${prev.text}" vs "${text}"`);
}

function main(pass) {
  const t0 = Date.now();
  texts.clear();
  edits.clear();
  bindingCache.clear();
  const projects = PROJECTS.filter((p) => fs.existsSync(abs(p))).map(loadProject);
  const origins = findOrigins(projects);
  const renamed = new Map(); // "from→to" → count of locations
  const skipped = [];
  // Properties renamed, by the file that declares them: their keys in `Pick<T, 'old'>` in that
  // same file follow (elsewhere a key of that name may belong to another type).
  const propRenames = new Map();

  for (const o of origins) {
    const locs = new Map();
    for (const p of projects) {
      if (!p.files.has(o.fileAbs) && !p.service.getProgram().getSourceFile(o.fileAbs)) continue;
      const found = p.service.findRenameLocations(o.fileAbs, o.pos, false, false, {
        providePrefixAndSuffixTextForRename: true,
      });
      for (const l of found ?? []) {
        const f = path.resolve(l.fileName);
        locs.set(`${f}:${l.textSpan.start}:${l.prefixText ?? ''}:${l.suffixText ?? ''}`, {
          ...l,
          fileName: f,
        });
      }
    }
    const bad = [...locs.values()].find((l) => {
      const r = rel(l.fileName);
      if (r.startsWith('..') || isForbidden(r)) return true;
      const text = textOf(l.fileName);
      const before = text[l.textSpan.start - 1];
      return before === "'" || before === '"' || before === '`';
    });
    if (bad) {
      skipped.push(`${o.from} (${o.fileRel}): reaches ${rel(bad.fileName)}@${bad.textSpan.start}`);
      continue;
    }
    // The new name must not already bind something where the old one is used: a rename into a
    // name in scope could capture or shadow it silently, so such a declaration is left alone.
    const clash = [...new Set([...locs.values()].map((l) => l.fileName))].find((f) =>
      bindsName(f, o.to),
    );
    if (clash && !o.isProp) {
      skipped.push(
        `${o.from} → ${o.to} (${o.fileRel}): ${o.to} is already a name in ${rel(clash)}`,
      );
      continue;
    }
    for (const l of locs.values()) {
      const text = (l.prefixText ?? '') + o.to + (l.suffixText ?? '');
      addEdit(l.fileName, l.textSpan.start, l.textSpan.length, text, `${o.from}→${o.to}`);
    }
    if (o.isProp) propRenames.set(`${o.fileAbs}\0${o.from}`, o.to);
    const k = `${o.from} → ${o.to}`;
    renamed.set(k, (renamed.get(k) ?? 0) + locs.size);
  }

  const moves = MOVES.filter(([from, to]) => fs.existsSync(abs(from)) && !fs.existsSync(abs(to)));
  for (const [from, to] of moves) {
    const seenEdit = new Set();
    for (const p of projects) {
      const changes = p.service.getEditsForFileRename(abs(from), abs(to), {}, {});
      for (const fc of changes) {
        const f = path.resolve(fc.fileName);
        for (const tc of fc.textChanges) {
          const key = `${f}:${tc.span.start}:${tc.newText}`;
          if (seenEdit.has(key)) continue;
          seenEdit.add(key);
          if (isForbidden(rel(f))) {
            conflicts.push(`move ${from} needs an edit in forbidden ${rel(f)}`);
            continue;
          }
          addEdit(f, tc.span.start, tc.span.length, tc.newText, `move ${from}`);
        }
      }
    }
  }

  // Comments that name a renamed identifier follow it (compound names only: prose stays).
  const compound = RENAMES.filter(
    ([from]) => /[a-z][A-Z]|_|^[A-Z][a-z]+[A-Z]/.test(from) || /^[A-Z]/.test(from),
  );
  const commentRe = new RegExp(`\\b(${[...new Set(compound.map(([f]) => f))].join('|')})\\b`, 'g');
  const commentMap = new Map(compound.map(([f, t]) => [f, t]));
  const allMovedNames = MOVES.map(([f, t]) => [path.basename(f), path.basename(t)]);
  let commentEdits = 0;
  for (const p of projects) {
    for (const sf of p.service.getProgram().getSourceFiles()) {
      const f = path.resolve(sf.fileName);
      const r = rel(f);
      if (r.startsWith('..') || isForbidden(r) || sf.isDeclarationFile) continue;
      const text = textOf(f);
      const ranges = new Map();
      const collect = (node) => {
        for (const child of node.getChildren(sf)) {
          for (const c of ts.getLeadingCommentRanges(text, child.pos) ?? []) ranges.set(c.pos, c);
          for (const c of ts.getTrailingCommentRanges(text, child.end) ?? []) ranges.set(c.pos, c);
          collect(child);
        }
      };
      collect(sf);
      // A renamed property named as a string literal type (`Pick<Props, 'old'>`): the language
      // service leaves it, the compiler would not.
      if (edits.has(f)) {
        const keys = (node) => {
          const key =
            ts.isLiteralTypeNode(node) &&
            ts.isStringLiteral(node.literal) &&
            `${f}\0${node.literal.text}`;
          if (key && propRenames.has(key)) {
            const lit = node.literal;
            addEdit(f, lit.getStart(sf) + 1, lit.text.length, propRenames.get(key), 'key');
          }
          ts.forEachChild(node, keys);
        };
        keys(sf);
      }
      for (const c of ranges.values()) {
        const body = text.slice(c.pos, c.end);
        const next = body
          .replace(commentRe, (m) => commentMap.get(m) ?? m)
          .replace(/[\w./-]+\.tsx?\b/g, (m) => {
            const hit = allMovedNames.find(([o]) => m === o || m.endsWith('/' + o));
            return hit ? m.slice(0, m.length - hit[0].length) + hit[1] : m;
          });
        if (next !== body) {
          addEdit(f, c.pos, c.end - c.pos, next, 'comment');
          commentEdits++;
        }
      }
    }
  }

  // Apply every edit, file by file, from the end.
  const changed = new Set();
  for (const [f, m] of edits) {
    const list = [...m.values()].sort((a, b) => b.start - a.start);
    let text = textOf(f);
    let last = Infinity;
    for (const e of list) {
      if (e.start + e.length > last) {
        conflicts.push(`${rel(f)}@${e.start}: overlapping edit (${e.tag})`);
        continue;
      }
      text = text.slice(0, e.start) + e.text + text.slice(e.start + e.length);
      last = e.start;
    }
    if (text !== textOf(f)) {
      changed.add(f);
      if (!DRY) fs.writeFileSync(f, text);
    }
  }

  // Docs: moved files' names, renamed compound identifiers in backticks, and the PATCHES.
  for (const d of DOCS) {
    const f = abs(d);
    if (!fs.existsSync(f)) continue;
    const before = fs.readFileSync(f, 'utf8');
    let text = before;
    for (const [o, n] of allMovedNames) text = text.split(o).join(n);
    for (const [o, n] of allMovedNames) {
      // Names without extension (`engine-chat`, `utils/new-notices`): hyphenated ones only, as
      // whole words; a one-word stem (`availability`) is prose.
      const oStem = o.replace(/\.tsx?$/, '');
      const nStem = n.replace(/\.tsx?$/, '');
      if (oStem.includes('-'))
        text = text.replace(
          new RegExp(`(?<![\\w-])${oStem.replace(/[.]/g, '\\.')}(?![\\w-])`, 'g'),
          nStem,
        );
      text = text.replace(
        new RegExp(`([\`/])${oStem.replace(/[.]/g, '\\.')}([\`])`, 'g'),
        `$1${nStem}$2`,
      );
    }
    text = text.replace(
      /`([^`\n]+)`/g,
      (m, inner) => '`' + inner.replace(commentRe, (w) => commentMap.get(w) ?? w) + '`',
    );
    for (const [pf, o, n] of PATCHES) if (pf === d && text.includes(o)) text = text.replace(o, n);
    if (text !== before) {
      changed.add(f);
      if (!DRY) fs.writeFileSync(f, text);
    }
  }

  if (!DRY)
    for (const [from, to] of moves) {
      fs.mkdirSync(path.dirname(abs(to)), { recursive: true });
      execFileSync('git', ['mv', from, to], { cwd: ROOT });
    }
  const changedAfterMoves = [...changed].map((f) => {
    const m = moves.find(([from]) => abs(from) === f);
    return m ? m[1] : rel(f);
  });

  console.log(
    `rename-glossary${DRY ? ' (dry run)' : ''}, pass ${pass}: ${origins.length} declarations, ${renamed.size} renames, ${moves.length} files moved, ${changed.size} files changed, ${commentEdits} comments, ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );
  for (const [k, n] of [...renamed].sort()) console.log(`  rename ${k}  (${n} locations)`);
  for (const [from, to] of moves) console.log(`  move   ${from} → ${to}`);
  for (const s of skipped) console.log(`  SKIP   ${s}`);
  for (const c of conflicts) console.log(`  CONFLICT ${c}`);
  if (conflicts.length) process.exitCode = 1;
  return changedAfterMoves;
}

// A shorthand `{ a }` whose property and variable are both renamed needs two passes (the first
// renames the variable, leaving `{ a: b }`); passes run until one changes nothing.
const touched = new Set();
for (let pass = 1; pass <= 4; pass++) {
  const changed = main(pass);
  for (const f of changed) touched.add(f);
  if (DRY || changed.length === 0) break;
}
const toFormat = [...touched].filter((f) => fs.existsSync(abs(f)));
if (!DRY && toFormat.length) {
  execFileSync('npx', ['prettier', '--write', '--log-level', 'warn', ...toFormat], {
    cwd: ROOT,
    stdio: 'inherit',
  });
}

import { z } from 'zod';
import { ptBR } from 'zod/locales';

/** Every message zod writes itself (wrong type, unknown key…) comes out in pt-BR. */
z.config(ptBR());

import '../common/zod-locale.js';
import { z } from 'zod';
import { IOT_CERTIFICATIONS, IOT_ECOSYSTEMS, IOT_POWER, IOT_PROTOCOLS } from './iot.js';

export const zProtocol = z.enum(IOT_PROTOCOLS);
export const zEcosystem = z.enum(IOT_ECOSYSTEMS);
export const zPower = z.enum(IOT_POWER);
export const zCertification = z.enum(IOT_CERTIFICATIONS);

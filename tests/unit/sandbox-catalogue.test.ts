/**
 * The sandbox's refusals use the error catalogue: its table of codes and
 * statuses (lib/sandbox/errors.ts) is the catalogue of domain/rest-api.yaml
 * (`error_codes`) and of the OpenAPI ErrorCode schema, code for code.
 * Its demo charts are written in the figures' venue format and laid out by
 * lib/seatmap.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import YAML from 'yaml';
import {ERROR_STATUS} from '../../lib/sandbox/errors';
import {buildModel, chartModel} from '../../lib/sandbox/charts';
import {arena, largeVenue, mainHall, summerStage} from '../../lib/sandbox/venues';
import {elementSchema} from '../../lib/seatmap/schema';
import {repoRoot} from './helpers/sandbox';

describe('error codes', () => {
  it('are the catalogue of domain/rest-api.yaml, each with its status', () => {
    const domain = YAML.parse(fs.readFileSync(path.join(repoRoot, 'domain/rest-api.yaml'), 'utf8')) as {
      error_codes: {code: string; status: number}[];
    };
    expect(Object.fromEntries(domain.error_codes.map((e) => [e.code, e.status]))).toEqual(ERROR_STATUS);
  });

  it('are the ErrorCode schema of the OpenAPI document, each with its x-status', () => {
    const schema = YAML.parse(fs.readFileSync(path.join(repoRoot, 'openapi/components/schemas/ErrorCode.yaml'), 'utf8')) as {
      oneOf: {const: string; 'x-status': number}[];
    };
    expect(Object.fromEntries(schema.oneOf.map((e) => [e.const, Number(e['x-status'])]))).toEqual(ERROR_STATUS);
  });
});

describe('demo charts', () => {
  it.each([
    ['Main hall', mainHall()],
    ['Riverside Arena', arena()],
    ['Summer stage', summerStage()],
    ['the large stadium', largeVenue(1200)],
  ])('%s is written in the venue format of the figures', (_name, plan) => {
    for (const element of plan.venue) {
      const {kind, ...written} = element;
      expect(elementSchema.parse(written)).toEqual({kind, ...written});
    }
  });

  it('the theatre has sections, rows, an area, tables and booths; the arena two floors; labels in the renderer format', () => {
    const hall = chartModel('main-hall');
    const types = new Set(hall.objects.map((o) => o.objectType));
    expect(types).toEqual(new Set(['seat', 'table', 'booth', 'generalAdmission']));
    expect(hall.byLabel.get('Balcony-C-20')).toMatchObject({section: 'Balcony', parent: {label: 'C', type: 'row'}, own: '20'});
    expect(hall.byLabel.get('T2-4')).toMatchObject({table: 'T2', parent: {label: 'T2', type: 'table'}});
    expect(hall.byLabel.get('A-1')).toMatchObject({rightNeighbour: 'A-2', categoryKey: 1});
    expect(hall.byLabel.get('H-1')?.categoryKey).toBe('wheelchair');
    const arenaModel = chartModel('arena');
    expect(arenaModel.plan.floors).toEqual(['Ground floor', 'First floor']);
    expect(arenaModel.byLabel.get('North-A-1')?.floor).toBe('Ground floor');
    expect(arenaModel.byLabel.get('Suites-2')).toMatchObject({objectType: 'booth', floor: 'First floor'});
  });

  it('the large chart has exactly the seats asked for, all with distinct labels', () => {
    const model = buildModel(largeVenue(10_000));
    expect(model.objects).toHaveLength(10_000);
    expect(model.byLabel.size).toBe(10_000);
    expect(model.rows.every((row) => row.length <= 25)).toBe(true);
  });
});

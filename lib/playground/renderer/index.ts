/**
 * `tessera.SeatingChart` as the playground defines it in its frame: the
 * public API of domain/renderer.yaml (`meta.constructor`, `chart_methods`,
 * `chart_properties`) over the simulated model of chart.ts.
 */
import {ChartModel, RendererError} from './chart';
import type {Host} from './types';

export type {Backend, ChartModelView, ChartView, Choice, EventData, Host, HoldTokenInfo, ObjectState} from './types';
export {ChartModel, RendererError} from './chart';

type Config = Record<string, unknown>;

/** Where the frame reaches a chart's model (sandbox events, the Callbacks log's method controls). */
export const MODEL = Symbol('model');

/** The chart of one frame's host; createTessera binds the host, so readers construct it with their config only. */
class Chart {
  readonly #host: Host;
  readonly #config: Config;
  #model: ChartModel;
  #destroyed = false;

  constructor(host: Host, config?: Config) {
    this.#host = host;
    this.#config = config && typeof config === 'object' ? {...config} : {};
    this.#model = new ChartModel(host, this);
  }

  /** Starts rendering and returns the chart; throws when there is no element to draw into (domain: invalidValues). */
  render(): this {
    if (this.#destroyed) throw new Error('render() on a destroyed chart: create a new tessera.SeatingChart instead.');
    const target = this.#host.target(this.#config);
    if ('error' in target) throw new Error(target.error);
    this.#model.applyConfig(this.#config);
    this.#model.view = this.#host.createView(target.element, this.#model);
    void this.#model.load();
    return this;
  }

  get selectedObjects(): string[] {
    return this.#model.rendered ? this.#model.selectedLabels() : [];
  }

  get holdToken(): string | undefined {
    return this.#model.session?.token;
  }

  rerender(): void {
    this.#live();
    this.#model.fire('onChartRerenderingStarted', this);
    const previous = this.#model;
    previous.view?.destroy();
    previous.destroyed = true;
    this.#model = new ChartModel(this.#host, this);
    this.#model.applyConfig(this.#config);
    const target = this.#host.target(this.#config);
    if ('error' in target) throw new Error(target.error);
    this.#model.view = this.#host.createView(target.element, this.#model);
    this.#model.session = previous.session;
    void this.#model.load();
  }

  destroy(): void {
    if (this.#destroyed) throw new Error('destroy() on a chart that is already destroyed.');
    this.#destroyed = true;
    this.#model.destroyed = true;
    this.#model.view?.destroy();
  }

  #live(): void {
    if (this.#destroyed) throw new RendererError('the chart is destroyed.');
  }

  async changeConfig(update: unknown): Promise<void> {
    await this.#model.changeConfig(update);
  }
  async clearSelection(): Promise<void> {
    await this.#model.clearSelection();
  }
  async doSelectObjects(objects: unknown[]): Promise<void> {
    await this.#model.selectForApi(list(objects), 'all');
  }
  async trySelectObjects(objects: unknown[]): Promise<void> {
    await this.#model.selectForApi(list(objects), 'try');
  }
  async deselectObjects(objects: unknown[]): Promise<void> {
    await this.#model.deselectForApi(list(objects));
  }
  async selectCategories(keys: unknown[]): Promise<void> {
    await this.#model.selectCategories(list(keys));
  }
  async deselectCategories(keys: unknown[]): Promise<void> {
    await this.#model.deselectCategories(list(keys));
  }
  async listSelectedObjects(): Promise<Record<string, unknown>[]> {
    this.#model.requireRendered();
    return [...new Set(this.#model.selectedLabels())].map((label) => this.#model.publicObject(label));
  }
  async listCategories(): Promise<Record<string, unknown>[]> {
    return this.#model.listCategories();
  }
  async listZones(): Promise<{key: string; label: string}[]> {
    return this.#model.listZones();
  }
  async findObject(label: unknown): Promise<Record<string, unknown>> {
    return this.#model.findObject(label);
  }
  async getReportBySelectability(): Promise<Record<string, unknown>> {
    return this.#model.report();
  }
  async getReportBySelectabilityGroupedBy(groupBy: unknown): Promise<Record<string, unknown>> {
    return this.#model.report(groupBy === 'zone' ? 'zone' : undefined);
  }
  async holdBestAvailable(params: unknown): Promise<{objects: Record<string, unknown>[]; nextToEachOther: boolean}> {
    return this.#model.holdBestAvailable(params);
  }
  async startNewSession(): Promise<void> {
    this.#model.requireRendered();
    await this.#model.newSession();
  }
  async resetView(): Promise<void> {
    this.#model.requireRendered();
    this.#model.view?.resetView();
  }
  async zoomToSelectedObjects(): Promise<void> {
    this.#model.requireRendered();
    const selected = [...new Set(this.#model.selectedLabels())];
    if (selected.length > 0) this.#model.view?.zoomTo(selected);
  }
  async zoomToFilteredCategories(): Promise<void> {
    this.#model.requireRendered();
    const state = this.#model.drawState().state;
    const filter = state.filter;
    if (!filter) return;
    this.#model.view?.zoomTo(
      this.#model.venue.order.filter((object) => filter.has(String(object.category?.key))).map((object) => object.label),
    );
  }
  async zoomToObjects(labels: unknown[]): Promise<void> {
    this.#model.requireRendered();
    const known = list(labels).filter((label): label is string => typeof label === 'string' && this.#model.venue.objects.has(label));
    if (known.length > 0) this.#model.view?.zoomTo(known);
  }
  zoomToSection(label: unknown): Record<string, unknown>[] {
    this.#model.requireRendered();
    return this.#model.zoomToSection(label);
  }
  goToFloor(name: unknown): void {
    this.#model.requireRendered();
    if (typeof name === 'string') this.#model.goToFloor(name);
  }
  goToAllFloorsView(): void {
    this.#model.requireRendered();
    this.#model.goToFloor(undefined);
  }
  async pulse(labels: unknown[]): Promise<void> {
    this.#model.requireRendered();
    this.#model.pulse(list(labels).map(String), true);
  }
  async unpulse(labels: unknown[]): Promise<void> {
    this.#model.requireRendered();
    this.#model.pulse(list(labels).map(String), false);
  }
  async setSpotlightObjects(labels: unknown[]): Promise<void> {
    this.#model.requireRendered();
    this.#model.setSpotlight(
      list(labels)
        .map(String)
        .filter((label) => this.#model.venue.objects.has(label) || this.#model.venue.sections.has(label)),
    );
  }
  async setSpotlightOnSelection(): Promise<void> {
    this.#model.requireRendered();
    this.#model.setSpotlight([...new Set(this.#model.selectedLabels())]);
  }
  async clearSpotlightObjects(): Promise<void> {
    this.#model.requireRendered();
    this.#model.clearSpotlight();
  }

  /** The name the Callbacks log shows for the chart (class names do not survive minifying). */
  get [Symbol.toStringTag](): string {
    return 'SeatingChart';
  }

  /** The frame's hooks (not part of the renderer's API). */
  get [MODEL](): ChartModel {
    return this.#model;
  }
}

/** `tessera` as the frame defines it: SeatingChart over this host. */
export function createTessera(host: Host) {
  class SeatingChart extends Chart {
    constructor(config?: Config) {
      super(host, config);
    }
  }
  return {SeatingChart};
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

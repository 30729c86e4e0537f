/**
 * Every client-side redirect of the site, in one typed list. The build, the
 * link checks and the end-to-end tests all read this list.
 * Paths are site-absolute and have no trailing slash. A target may end in
 * `#id`, a heading of its page, when the old page is one section of the new.
 */
export type Redirect = {from: string; to: string};

/** Every redirect of the site: old paths that links and bookmarks still use. */
const specRedirects: Redirect[] = [
  {from: '/page/changelog', to: '/changelog'},
  {from: '/docs/tutorial/create-account', to: '/docs/tutorial'},
  {from: '/docs/chart-reports', to: '/docs/api/chart-reports/detail'},
  {from: '/docs/update-channels-for-an-event', to: '/docs/api/replace-channels-for-an-event'},
  {from: '/docs/api/update-channels-for-an-event', to: '/docs/api/replace-channels-for-an-event'},
  {from: '/docs/colors', to: '/docs/renderer/colors'},
  {from: '/docs/colorscheme', to: '/docs/renderer/colorscheme'},
  {from: '/docs/style', to: '/docs/renderer/style'},
  {from: '/docs/chartstartnewsession', to: '/docs/renderer/chartstartnewsession'},
  {from: '/docs/chartlistselectedobjects', to: '/docs/renderer/chartlistselectedobjects'},
  {from: '/docs/chartresetview', to: '/docs/renderer/chartresetview'},
  {from: '/docs/categoryfilter', to: '/docs/renderer/categoryfilter'},
  {from: '/docs/availablecategories', to: '/docs/renderer/availablecategories'},
  {from: '/docs/selectableobjects', to: '/docs/renderer/selectableobjects'},
  {from: '/docs/filteredcategories', to: '/docs/renderer/filteredcategories'},
  {from: '/docs/inputdevice', to: '/docs/renderer/inputdevice'},
  {from: '/docs/seatrestrictedview', to: '/docs/renderer/seatrestrictedview'},
  {from: '/docs/seatparent', to: '/docs/renderer/seatparent'},
  {from: '/docs/objectdisplayobjecttype', to: '/docs/renderer/objectdisplayobjecttype'},
  {from: '/docs/seatviewfromseaturl', to: '/docs/renderer/seatviewfromseaturl'},
  {from: '/docs/seatcompanionseat', to: '/docs/renderer/seatcompanionseat'},
  {from: '/docs/objectaccessible', to: '/docs/renderer/objectaccessible'},
  {from: '/docs/style-your-floor-plan', to: '/docs/renderer/style-your-floor-plan'},
  {from: '/docs/rendered-chart-properties', to: '/docs/renderer/rendered-chart-methods'},
  {from: '/docs/renderer/rendered-chart-properties', to: '/docs/renderer/rendered-chart-methods'},
  {from: '/docs/mode', to: '/docs/embedded-designer/mode'},
  {from: '/docs/openlatestdrawing', to: '/docs/embedded-designer/openlatestdrawing'},
  {from: '/docs/ondesignerrenderingfailed', to: '/docs/embedded-designer/ondesignerrenderingfailed'},
  {from: '/docs/event-manager', to: '/docs/event-manager/introduction'},
];

/** Section roots: a reader who trims a URL back to its section lands on the section's first page. */
const sectionRoots: Redirect[] = [
  {from: '/docs/renderer', to: '/docs/renderer/embed-a-floor-plan'},
  {from: '/docs/api', to: '/docs/api/introduction'},
  {from: '/docs/embedded-designer', to: '/docs/embedded-designer/introduction'},
];

/** Changelog tags that were renamed when posts gained kind badges (New, Changed, Deprecated, Removed). */
const changelogAliases: Redirect[] = [{from: '/changelog/tags/removal', to: '/changelog/tags/removed'}];

/**
 * Renderer pages under their other names: the slugs of the previous site and
 * the chart-<name> / config-<name> forms of pages that live at bare names, plus
 * removed options, methods and callbacks, which point at their replacement.
 */
const rendererAliases: Redirect[] = [
  {from: '/docs/renderer/activeFloor', to: '/docs/renderer/config-activefloor'},
  {from: '/docs/renderer/showFloorElevator', to: '/docs/renderer/config-showfloorelevator'},
  {from: '/docs/renderer/lockActiveFloor', to: '/docs/renderer/config-lockactivefloor'},
  {from: '/docs/renderer/config-pricing-prices', to: '/docs/renderer/config-prices'},
  {from: '/docs/renderer/showsectionpricingoverlay', to: '/docs/renderer/config-showsectionpricingoverlay'},
  {from: '/docs/renderer/config-popoverInfo', to: '/docs/renderer/config-popoverinfo'},
  {from: '/docs/renderer/config-showAccessibilityFilter', to: '/docs/renderer/config-showaccessibilityfilter'},
  {from: '/docs/renderer/config-objectpopover', to: '/docs/renderer/config-objectPopover'},
  {from: '/docs/renderer/config-selectableobjects', to: '/docs/renderer/selectableobjects'},
  {from: '/docs/renderer/config-availablecategories', to: '/docs/renderer/availablecategories'},
  {from: '/docs/renderer/config-filteredcategories', to: '/docs/renderer/filteredcategories'},
  {from: '/docs/renderer/config-categoryfilter', to: '/docs/renderer/categoryfilter'},
  {from: '/docs/renderer/config-inputdevice', to: '/docs/renderer/inputdevice'},
  {from: '/docs/renderer/config-colors', to: '/docs/renderer/colors'},
  {from: '/docs/renderer/config-colorscheme', to: '/docs/renderer/colorscheme'},
  {from: '/docs/renderer/config-style', to: '/docs/renderer/style'},
  {from: '/docs/renderer/config-stylepreset', to: '/docs/renderer/stylepreset'},
  {from: '/docs/renderer/config-regenerateholdtoken', to: '/docs/renderer/config-session'},
  {from: '/docs/renderer/config-cursortooltip', to: '/docs/renderer/config-objectPopover'},
  {from: '/docs/renderer/config-mobiletooltip', to: '/docs/renderer/config-objectPopover'},
  {from: '/docs/renderer/config-selectbestavailable', to: '/docs/renderer/chart-holdbestavailable'},
  {from: '/docs/renderer/config-ticketlistings', to: '/docs/renderer/config-listings'},
  {from: '/docs/renderer/config-cangaselectionbeincreased', to: '/docs/renderer/config-maxselectedobjects'},
  {from: '/docs/renderer/config-categories', to: '/docs/api/categories'},
  {from: '/docs/renderer/config-objectcategories', to: '/docs/api/update-an-event'},
  {from: '/docs/renderer/chart-properties-chartrender', to: '/docs/renderer/chart-render'},
  {from: '/docs/renderer/chart-properties-chartrerender', to: '/docs/renderer/chart-rerender'},
  {from: '/docs/renderer/chart-properties-chartdestroy', to: '/docs/renderer/chart-destroy'},
  {from: '/docs/renderer/chart-properties-chartchangeconfig', to: '/docs/renderer/chart-changeconfig'},
  {from: '/docs/renderer/chart-properties-chartclearselection', to: '/docs/renderer/chart-clearselection'},
  {from: '/docs/renderer/chart-properties-chartdeselectobjects', to: '/docs/renderer/chart-deselectobjects'},
  {from: '/docs/renderer/chart-properties-chartselectcategories', to: '/docs/renderer/chart-selectcategories'},
  {from: '/docs/renderer/chart-properties-chartdeselectcategories', to: '/docs/renderer/chart-deselectcategories'},
  {from: '/docs/renderer/chart-properties-chartlistcategories', to: '/docs/renderer/chart-listcategories'},
  {from: '/docs/renderer/chart-properties-chartfindobject', to: '/docs/renderer/chart-findobject'},
  {from: '/docs/renderer/chart-properties-chartgetreportbyselectability', to: '/docs/renderer/chart-getreportbyselectability'},
  {from: '/docs/renderer/chart-properties-chartholdbestavailable', to: '/docs/renderer/chart-holdbestavailable'},
  {from: '/docs/renderer/chart-properties-chartzoomtoselectedobjects', to: '/docs/renderer/chart-zoomtoselectedobjects'},
  {from: '/docs/renderer/chart-properties-chartzoomtofilteredcategories', to: '/docs/renderer/chart-zoomtofilteredcategories'},
  {from: '/docs/renderer/chart-properties-chartzoomtoobjects', to: '/docs/renderer/chartzoomtoobjects'},
  {from: '/docs/renderer/chart-zoomtoobjects', to: '/docs/renderer/chartzoomtoobjects'},
  {from: '/docs/renderer/chart-properties-chartzoomtosection', to: '/docs/renderer/chart-zoomtosection'},
  {from: '/docs/renderer/chart-startnewsession', to: '/docs/renderer/chartstartnewsession'},
  {from: '/docs/renderer/chart-listselectedobjects', to: '/docs/renderer/chartlistselectedobjects'},
  {from: '/docs/renderer/chart-resetview', to: '/docs/renderer/chartresetview'},
  {from: '/docs/renderer/spotlight/setSpotlightObjects', to: '/docs/renderer/chart-setspotlightobjects'},
  {from: '/docs/renderer/spotlight/setSpotlightOnSelection', to: '/docs/renderer/chart-setspotlightonselection'},
  {from: '/docs/renderer/spotlight/clearSpotlightObjects', to: '/docs/renderer/chart-clearspotlightobjects'},
  {from: '/docs/renderer/chart-selectobjects', to: '/docs/renderer/chart-properties-chartselectobjects'},
  {from: '/docs/renderer/chartsetavailablecategories', to: '/docs/renderer/chart-changeconfig'},
  {from: '/docs/renderer/chart-setavailablecategories', to: '/docs/renderer/chart-changeconfig'},
  {from: '/docs/renderer/chartsetunavailablecategories', to: '/docs/renderer/chart-changeconfig'},
  {from: '/docs/renderer/chart-setunavailablecategories', to: '/docs/renderer/chart-changeconfig'},
  {from: '/docs/renderer/chartsetfilteredcategories', to: '/docs/renderer/chart-changeconfig'},
  {from: '/docs/renderer/chart-setfilteredcategories', to: '/docs/renderer/chart-changeconfig'},
  {from: '/docs/renderer/chart-properties-chartselectbestavailableconfig', to: '/docs/renderer/chart-holdbestavailable'},
  {from: '/docs/renderer/chart-selectbestavailable', to: '/docs/renderer/chart-holdbestavailable'},
  {from: '/docs/renderer/chart-properties-chartselectedobjects', to: '/docs/renderer/chart-selectedobjects'},
  {from: '/docs/renderer/chart-properties-chartholdtoken', to: '/docs/renderer/chartholdtoken'},
  {from: '/docs/renderer/chart-holdtoken', to: '/docs/renderer/chartholdtoken'},
  {from: '/docs/renderer/events-onFloorChanged', to: '/docs/renderer/events-onfloorchanged'},
  {from: '/docs/renderer/events-onbestavailableselected', to: '/docs/renderer/chart-holdbestavailable'},
  {from: '/docs/renderer/events-onbestavailableselectionfailed', to: '/docs/renderer/chart-holdbestavailable'},
  {from: '/docs/renderer/prompts-api/onPlacesPrompt', to: '/docs/renderer/prompts-api/onplacesprompt'},
  {from: '/docs/renderer/prompts-api/onTicketTypePrompt', to: '/docs/renderer/prompts-api/ontickettypeprompt'},
  {from: '/docs/renderer/prompts-api/onPlacesWithTicketTypesPrompt', to: '/docs/renderer/prompts-api/onplaceswithtickettypesprompt'},
  {from: '/docs/renderer/object-properties-seat-disabledbysocialdistancingrules', to: '/docs/renderer/object-properties'},
  {from: '/docs/renderer/seat-properties-disabledbysocialdistancingrules', to: '/docs/renderer/object-properties'},
  {from: '/docs/renderer/object-properties-ge-numselected', to: '/docs/renderer/object-properties-ga-numselected'},
  {from: '/docs/renderer/object-properties-objectaccessible', to: '/docs/renderer/objectaccessible'},
  {from: '/docs/renderer/object-properties-objectrestrictedview', to: '/docs/renderer/seatrestrictedview'},
  {from: '/docs/renderer/object-properties-seatrestrictedview', to: '/docs/renderer/seatrestrictedview'},
  {from: '/docs/renderer/object-properties-objectcompanionseat', to: '/docs/renderer/seatcompanionseat'},
  {from: '/docs/renderer/object-properties-seatcompanionseat', to: '/docs/renderer/seatcompanionseat'},
  {from: '/docs/renderer/object-properties-seatparent', to: '/docs/renderer/seatparent'},
  {from: '/docs/renderer/object-properties-seatviewfromseaturl', to: '/docs/renderer/seatviewfromseaturl'},
  {from: '/docs/renderer/object-properties-objectdisplayobjecttype', to: '/docs/renderer/objectdisplayobjecttype'},
  {from: '/docs/chartsetavailablecategories', to: '/docs/renderer/chart-changeconfig'},
  {from: '/docs/chartsetunavailablecategories', to: '/docs/renderer/chart-changeconfig'},
  {from: '/docs/chartsetfilteredcategories', to: '/docs/renderer/chart-changeconfig'},
  {from: '/docs/showsectionpricingoverlay', to: '/docs/renderer/config-showsectionpricingoverlay'},
  {from: '/docs/stylepreset', to: '/docs/renderer/stylepreset'},
];

/** REST API pages of the previous site that now live under another name. */
const apiAliases: Redirect[] = [
  {from: '/docs/api/client-libraries', to: '/docs/api/sdks'},
  {from: '/docs/api/for-sale-not-for-sale', to: '/docs/api/for-sale'},
  // The old page was one call; replace-for-sale-config documents it as its second section.
  {from: '/docs/api/mark-as-not-for-sale', to: '/docs/api/replace-for-sale-config#mark-as-not-for-sale'},
  {from: '/docs/api/channels-overview', to: '/docs/api/channels'},
  {from: '/docs/api/assign-objects-to-channels', to: '/docs/api/channels'},
  {from: '/docs/api/the-hold-token-object', to: '/docs/api/hold-tokens'},
  {from: '/docs/api/url', to: '/docs/api/regions'},
  {from: '/docs/api/general-admission-areas', to: '/docs/api/objects'},
  {from: '/docs/api/season-tickets', to: '/docs/api/event-groups'},
  {from: '/docs/api/charts-save-social-distancing-rulesets', to: '/docs/api/charts'},
  {from: '/docs/api/detailed-reports', to: '/docs/api/events-reports/detail'},
  {from: '/docs/api/summary-reports', to: '/docs/api/events-reports/summary'},
  {from: '/docs/api/deep-summary-reports', to: '/docs/api/events-reports/deep-summary'},
  {from: '/docs/api/subaccounts', to: '/docs/api/workspaces'},
  {from: '/docs/assign-objects-to-channels', to: '/docs/api/channels'},
  {from: '/docs/api/activate-a-subaccount', to: '/docs/api/workspaces'},
  {from: '/docs/api/create-a-subaccount', to: '/docs/api/workspaces'},
  {from: '/docs/api/deactivate-a-subaccount', to: '/docs/api/workspaces'},
  {from: '/docs/api/list-all-your-subaccounts', to: '/docs/api/workspaces'},
  {from: '/docs/api/list-your-active-subaccounts', to: '/docs/api/workspaces'},
  {from: '/docs/api/list-your-inactive-subaccounts', to: '/docs/api/workspaces'},
  {from: '/docs/api/regenerate-a-subaccounts-secret-key', to: '/docs/api/workspaces'},
  {from: '/docs/api/retrieve-a-subaccount', to: '/docs/api/workspaces'},
  {from: '/docs/api/update-a-subaccount', to: '/docs/api/workspaces'},
  {from: '/docs/api/copy-chart-from-a-subaccount-to-another-subaccount-or-to-its-parent', to: '/docs/api/workspaces'},
];

/** Tutorial and Designer pages of the previous site. */
const otherAliases: Redirect[] = [
  {from: '/docs/tutorial-draw-a-floor-plan', to: '/docs/tutorial/draw-a-floor-plan'},
  {from: '/docs/tutorial-create-an-event', to: '/docs/tutorial/create-an-event'},
  {from: '/docs/tutorial-show-the-floor-plan-on-your-page', to: '/docs/tutorial/show-the-floor-plan-on-your-page'},
  {from: '/docs/tutorial-submit-selected-seats', to: '/docs/tutorial/submit-selected-seats'},
  {from: '/docs/tutorial-submit-hold-token', to: '/docs/tutorial/submit-hold-token'},
  {from: '/docs/tutorial-book-selected-seats', to: '/docs/tutorial/book-selected-seats'},
  {from: '/docs/tutorial-further-reading', to: '/docs/tutorial/further-reading'},
  {from: '/docs/tutorial-create-account', to: '/docs/tutorial'},
  {from: '/docs/embedded-designer/functions', to: '/docs/embedded-designer/methods'},
  {from: '/docs/embedded-designer/functions-destroy', to: '/docs/embedded-designer/methods-destroy'},
  {from: '/docs/embedded-designer/configuration-mode', to: '/docs/embedded-designer/mode'},
];

export const redirects: Redirect[] = [
  ...specRedirects,
  ...sectionRoots,
  ...changelogAliases,
  ...rendererAliases,
  ...apiAliases,
  ...otherAliases,
];

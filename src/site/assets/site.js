// The site's script: draws each chart live (its PNG stays where this does not run) and answers
// the search box from the index built with the site. Loaded last on every page; plain browser
// JavaScript, no module loader, so pages work opened from disk.
(function () {
  "use strict";
  var dark = window.matchMedia && window.matchMedia("(prefers-color-scheme: dark)").matches;

  // Charts: the figures of this page are in window.CHARTS, by name.
  function drawCharts() {
    document.querySelectorAll(".chart .plot").forEach(drawChart);
  }

  /** Draws one of the page's charts, for the width it has now. */
  function drawChart(div) {
    var figure = window.CHARTS && window.CHARTS[div.getAttribute("data-chart")];
    if (figure) drawFigure(div, figure);
  }

  /**
   * Draws a figure ({data, layout}) into a div, for the width it has now: the one way every chart
   * of the site is drawn, the notebooks', the runner's and the explorables'.
   */
  function drawFigure(div, figure) {
    if (!window.Plotly) return;
    var layout = Object.assign({}, figure.layout || {}, { autosize: true });
    var wrapNames = false;
    delete layout.width;
    if (div.clientWidth < 500) {
      // On a phone: smaller titles and margins, so the plot keeps most of the width (the title is
      // broken into lines below, as on every screen).
      var title = titleOf(layout);
      title.font = Object.assign({}, title.font || {}, { size: 12 });
      title.x = 0.01; // a long title starts at the left edge rather than running off both
      title.xanchor = "left";
      layout.title = title;
      layout.margin = { l: 55, r: 10, t: 40, b: 45 }; // room for a y title beside its ticks
      // A finger dragged over a chart scrolls the page, as over the text around it: no zoom or pan
      // by dragging (the toolbar still zooms; a tap shows its point, below).
      layout.dragmode = false;
      // More than a dozen ticks crowd a narrow axis: they are spaced 2, 5 or 10 times wider.
      // A legend goes below the plot.
      layout.xaxis = layout.xaxis || {};
      layout.yaxis = layout.yaxis || {};
      // A bar's text outside it (a time) needs room at the right.
      if ((figure.data || []).some(function (trace) { return trace.textposition === "outside"; })) layout.margin.r = 70;
      Object.keys(layout).forEach(function (key) {
        var axis = layout[key];
        if (/^[xy]axis\d*$/.test(key) && axis && typeof axis.dtick === "number" && axis.type !== "log") {
          var ticks = span(axis, key[0], figure.data) / axis.dtick;
          var wider = [2, 5, 10].filter(function (k) { return ticks / k <= 12; })[0];
          if (ticks > 12) layout[key] = Object.assign({}, axis, { dtick: axis.dtick * (wider || Math.ceil(ticks / 12)) });
        }
        if (/^yaxis\d*$/.test(key) && layout[key] && layout[key].side === "right") layout.margin.r = 45;
        // Tick labels as wide as "7,900" push the axis title over them: the margin grows to fit.
        if (/^[xy]axis\d*$/.test(key) && layout[key]) layout[key] = Object.assign({}, layout[key], { automargin: true });
      });
      var series = (figure.data || []).filter(function (trace) { return trace.showlegend !== false; }).length;
      if (layout.legend || (series > 1 && layout.showlegend !== false)) {
        // Below the axis title, a row per entry (long names wrap): the chart grows with the
        // legend, and the plot keeps 180 pixels.
        layout.margin.b = 80 + 20 * series;
        layout.height = layout.margin.t + 180 + layout.margin.b;
        layout.legend = Object.assign({}, layout.legend || {}, { orientation: "h", x: 0, xanchor: "left", y: -60 / 180, yanchor: "top" });
        wrapNames = true;
      }
    }
    if (document.documentElement.classList.contains("projector") && window.matchMedia("(min-width: 64rem)").matches) {
      // For a room: every label of the chart larger, as the text around it is.
      layout.font = Object.assign({}, layout.font || {}, { size: 18 });
      layout.hoverlabel = Object.assign({}, layout.hoverlabel || {}, { font: { size: 18 } });
      var big = titleOf(layout);
      big.font = Object.assign({}, big.font || {}, { size: 22 });
      layout.title = big;
      if (layout.height) layout.height = Math.round(layout.height * 1.3);
    }
    if (dark) {
      // The page's own background, not a transparent one: a chart downloaded as a PNG keeps its
      // light labels on dark.
      var background = backgroundOf(div);
      layout.paper_bgcolor = background;
      layout.plot_bgcolor = background;
      layout.font = Object.assign({}, layout.font || {}, { color: "#e6e6e6" });
      // The grid stays behind the data: plotly.js's light grey would be as bright as the text.
      ["xaxis", "yaxis"].concat(Object.keys(layout).filter(function (key) { return /^[xy]axis\d+$/.test(key); })).forEach(function (key) {
        layout[key] = Object.assign({ gridcolor: "rgba(255,255,255,0.12)", zerolinecolor: "rgba(255,255,255,0.3)" }, layout[key] || {});
      });
    }
    var figureBox = div.closest(".chart"); // a notebook's chart, with its PNG to hide
    if (figureBox) figureBox.classList.add("live");
    var narrow = div.clientWidth < 500;
    var data = (figure.data || []).map(function (trace) { return inWords(trace, layout, narrow); });
    // On a phone, a point's or a bar's own label crowds those around it: a tap shows it instead.
    if (narrow) {
      data = data.map(function (trace) {
        if (trace.type === "bar" && trace.text !== undefined) return Object.assign({}, trace, { textposition: "none" });
        var mode = trace.type === "scatter" && typeof trace.mode === "string" ? trace.mode : "";
        return mode.indexOf("text") < 0 ? trace : Object.assign({}, trace, { mode: mode.replace(/\+?text/, "") || "markers" });
      });
    }
    // A legend entry longer than the phone's width is broken between words, as a title is.
    if (wrapNames) {
      data = data.map(function (trace) {
        if (!trace.name || String(trace.name).indexOf("<br>") >= 0) return trace;
        return Object.assign({}, trace, { name: titleLines(trace.name, div.clientWidth - 60).join("<br>") });
      });
    }
    // The toolbar goes between the title and the plot, in a strip of its own, so that it never
    // covers the title: on a phone it is always there, on a desktop when the pointer is over the chart.
    var title = titleOf(layout);
    if (title.text) {
      // A title wider than the chart at its size (the projector's larger type too) is broken
      // between words; the top margin holds its lines, the toolbar, and a little air.
      var size = (title.font && title.font.size) || (layout.font && layout.font.size) || 17;
      if (String(title.text).indexOf("<br>") < 0) title.text = titleLines(title.text, div.clientWidth - 20, size).join("<br>");
      var lines = String(title.text).split("<br>").length;
      // plotly.js sets a title of several lines too high by part of a line: it is padded down.
      var pad = 8 + (lines > 1 ? Math.ceil(size * 0.5) : 0);
      layout.title = Object.assign(title, { yref: "container", y: 1, yanchor: "top", pad: { t: pad } });
      var top = pad + Math.ceil(size * 1.4) * lines + TOOLBAR + 12;
      var before = (layout.margin && layout.margin.t) || 100; // plotly.js's own default
      layout.margin = Object.assign({}, layout.margin || {}, { t: top });
      if (layout.height) layout.height += top - before;
      // A figure without a height gets one that leaves its plot 240 pixels whatever its margins.
      else layout.height = Math.max(360, top + ((layout.margin && layout.margin.b) || 80) + 240);
    }
    // No button that uploads the chart to plotly.js's cloud, nor one that selects points (nothing
    // here uses a selection); on a phone, none that needs a drag.
    var config = {
      responsive: true, displaylogo: false, showSendToCloud: false, displayModeBar: narrow ? true : "hover",
      modeBarButtonsToRemove: ["select2d", "lasso2d"].concat(layout.dragmode === false ? ["zoom2d", "pan2d"] : []),
    };
    div.on && div.removeAllListeners && div.removeAllListeners("plotly_afterplot");
    div.on && div.removeAllListeners && div.removeAllListeners("plotly_click");
    window.Plotly.newPlot(div, data, layout, config).then(function () {
      placeToolbar(div);
      div.on("plotly_afterplot", function () { placeToolbar(div); });
      // Without dragging, the label of a tapped point is shown once the tap's own events are over
      // (the mouse events a browser makes up after a tap would otherwise take it away).
      if (layout.dragmode === false) {
        div.on("plotly_click", function (click) {
          var points = click.points.map(function (p) { return { curveNumber: p.curveNumber, pointNumber: p.pointNumber }; });
          window.setTimeout(function () { window.Plotly.Fx.hover(div, points); }, 0);
        });
      }
      // The legend below took a row per entry; where entries share rows it is shorter, and the
      // chart is cut to what it holds (its top 60 pixels below the plot, past the axis title).
      var legend = wrapNames && div.querySelector("g.legend");
      if (legend) {
        var needed = 60 + Math.ceil(legend.getBoundingClientRect().height) + 12;
        if (needed < layout.margin.b - 4) {
          return window.Plotly.relayout(div, { "margin.b": needed, height: layout.height - layout.margin.b + needed });
        }
      }
    }).catch(function () {
      if (figureBox) figureBox.classList.remove("live"); // the PNG shows again
    });
  }

  /** The colour a chart is seen on: the background of the nearest box around it that has one. */
  function backgroundOf(element) {
    for (var e = element; e && e.nodeType === 1; e = e.parentNode) {
      var colour = window.getComputedStyle(e).backgroundColor;
      if (colour && colour !== "transparent" && !/^rgba\(.*,\s*0\)$/.test(colour)) return colour;
    }
    return window.getComputedStyle(document.documentElement).getPropertyValue("--bg").trim() || "#15171a";
  }

  /** The height of the toolbar's strip, in pixels. */
  var TOOLBAR = 28;

  /** Puts a chart's toolbar just below its title. */
  function placeToolbar(div) {
    var bar = div.querySelector(".modebar-container");
    var title = div.querySelector(".g-gtitle");
    if (!bar || !title) return;
    var below = title.getBoundingClientRect().bottom - div.getBoundingClientRect().top;
    bar.style.top = Math.max(0, Math.round(below) + 2) + "px";
  }

  /** A layout's title as an object of its own (a copy, to change), whether written as text or not. */
  function titleOf(layout) {
    return typeof layout.title === "string" ? { text: layout.title } : Object.assign({}, layout.title || {});
  }

  /** An axis's title as plain text, notes and all. */
  function titleText(axis) {
    var title = axis && axis.title;
    return String((title && typeof title === "object" ? title.text : title) || "").replace(/<[^>]*>/g, "");
  }

  /** An axis's title without its notes in parentheses ("(log scale)", "(bins of 50)"). */
  function axisTitle(axis) {
    return titleText(axis).replace(/\s*\([^)]*\)/g, "").trim();
  }

  /** The width of an axis's bins, when its title says ("total score (bins of 50)"). */
  function binsOf(axis) {
    var match = /bins of ([\d,]+)/.exec(titleText(axis));
    return match ? Number(match[1].replace(/,/g, "")) : null;
  }

  /** A number as the notebooks print it: thousands separated, at most three significant digits after the point. */
  function number(v) {
    if (typeof v !== "number") return String(v);
    if (Number.isInteger(v) || Math.abs(v) >= 1000) return Math.round(v).toLocaleString("en-US");
    return String(Number(v.toPrecision(3)));
  }

  /** A value with its axis's title, as a phrase: "41.8% of targets", "1 guess", "word length: 7". */
  function phrase(value, title) {
    var percent = /^% (.*)/.exec(title);
    if (percent) return value + "% " + percent[1];
    var count = /^number of (.*)/i.exec(title);
    if (count) return value + " " + (value === "1" ? count[1].replace(/sses$/, "ss").replace(/([^s])s$/, "$1") : count[1]);
    return title ? title + ": " + value : value;
  }

  /**
   * A trace whose tooltips say in words what a point is, with its series named ("optimal from
   * SALET (3.4201): 4 guesses, 41.8% of targets"), unless the figure gives its own. A bar that stands for a
   * bin says its range; a bar with a label (a category) leads with it; a bar's own text (a
   * measured time, "(est.)") is its value. The names and titles are the notebooks' own.
   */
  function inWords(trace, layout, narrow) {
    if (trace.hovertemplate || trace.hovertext || trace.hoverinfo || !trace.x || !trace.y || trace.type === "pie") return trace;
    var xAxis = layout["xaxis" + String(trace.xaxis || "x").slice(1)];
    var yAxis = layout["yaxis" + String(trace.yaxis || "y").slice(1)];
    var xTitle = axisTitle(xAxis);
    var yTitle = axisTitle(yAxis);
    var horizontal = trace.orientation === "h";
    var width = typeof trace.width === "number" ? trace.width : binsOf(horizontal ? yAxis : xAxis);
    var named = trace.name && trace.name !== yTitle && trace.name !== xTitle;
    var level = !horizontal && trace.type === "scatter" && trace.y.length > 1 && trace.y.every(function (v) { return v === trace.y[0]; });
    // On a phone (narrow) a tooltip is at most as wide as the chart: each part gets a line of its own.
    var words = trace.x.map(function (x, i) {
      var y = trace.y[i];
      var value = horizontal ? x : y;
      var place = horizontal ? y : x;
      // A bar's own text carries its unit ("565 ms", "1h 17min (est.)"), so the axis title is left out.
      var labelled = Array.isArray(trace.text) && trace.text[i];
      var shown = labelled ? String(trace.text[i]) : number(value);
      var at = width > 1 && typeof place === "number"
        ? number(place - width / 2) + "–" + number(place + width / 2 - 1)
        : number(place);
      var valueTitle = labelled ? "" : horizontal ? xTitle : yTitle;
      var placeTitle = horizontal ? yTitle : xTitle;
      // A level line (a reference, such as a proven optimum) has one value, whatever the x.
      var text = typeof place === "string"
        ? place + ": " + phrase(shown, valueTitle)
        : level ? phrase(shown, valueTitle)
        : phrase(at, placeTitle) + (narrow ? ",<br>" : ", ") + phrase(shown, valueTitle);
      return (named ? trace.name + ":<br>" : "") + text;
    });
    return Object.assign({}, trace, { customdata: words, hovertemplate: "%{customdata}<extra></extra>" });
  }

  /** A title's words in lines no wider than `width` pixels at the phone's 12-pixel title size. */
  function titleLines(text, width, size) {
    var context = document.createElement("canvas").getContext("2d");
    context.font = (size || 12) + "px 'Open Sans', verdana, arial, sans-serif"; // plotly.js's own font
    var lines = [];
    String(text).split(" ").forEach(function (word) {
      var last = lines.length - 1;
      if (last >= 0 && context.measureText(lines[last] + " " + word).width <= width) lines[last] += " " + word;
      else lines.push(word);
    });
    return lines;
  }

  /** The width of an axis's range, or of its data when it has none. */
  function span(axis, letter, data) {
    if (axis.range) return Math.abs(axis.range[1] - axis.range[0]);
    var values = [];
    (data || []).forEach(function (trace) {
      (trace[letter] || []).forEach(function (v) {
        if (typeof v === "number") values.push(v);
      });
    });
    return values.length ? Math.max.apply(null, values) - Math.min.apply(null, values) : 0;
  }

  // On a narrow screen the lists start closed, so the text comes first.
  if (window.matchMedia && window.matchMedia("(max-width: 50rem)").matches) {
    document.querySelectorAll(".sidebar details").forEach(function (details) {
      details.open = false;
    });
  }

  // The outline marks the section being read: the last one whose heading has passed its scroll
  // margin (which the style sheet sets below the header, and below the runner's bar when that
  // sits under the header), or, at the page's foot, the last one in view. The sidebar scrolls,
  // if it must, to keep that link in sight.
  function setUpOutline() {
    var sidebar = document.querySelector(".sidebar");
    var links = Array.prototype.slice.call(document.querySelectorAll('.sidebar .outline a[href^="#"]'));
    var headings = links.map(function (a) { return document.getElementById(a.getAttribute("href").slice(1)); });
    if (!links.length || headings.indexOf(null) >= 0) return;
    var marked = -1;
    var waiting = false;
    function mark() {
      waiting = false;
      // Where a heading reached by a link lands, and a little below.
      var line = (parseFloat(window.getComputedStyle(headings[0]).scrollMarginTop) || 0) + 24;
      var atFoot = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      var at = -1;
      headings.forEach(function (h, i) {
        var top = h.getBoundingClientRect().top;
        if (top <= line || (atFoot && top < window.innerHeight)) at = i;
      });
      if (at === marked) return;
      if (marked >= 0) links[marked].parentNode.removeAttribute("aria-current");
      marked = at;
      if (at < 0) return;
      var item = links[at].parentNode;
      item.setAttribute("aria-current", "location");
      if (sidebar.scrollHeight > sidebar.clientHeight) {
        var view = sidebar.getBoundingClientRect();
        var box = item.getBoundingClientRect();
        if (box.top < view.top + 40 || box.bottom > view.bottom - 40) sidebar.scrollTop += box.top - view.top - view.height / 2;
      }
    }
    function later() {
      if (waiting) return;
      waiting = true;
      window.requestAnimationFrame(mark);
    }
    window.addEventListener("scroll", later, { passive: true });
    window.addEventListener("resize", later);
    mark();
    setUpSectionsPanel(sidebar.querySelector(".outline ul"));
  }
  setUpOutline();

  // Where the sidebar cannot show all its lists (a short window), the list of notebooks starts
  // closed, so that the page's own sections come first (one click opens it again).
  (function () {
    var sidebar = document.querySelector(".sidebar");
    var notebooks = sidebar && sidebar.querySelector("details.notebooks[open]");
    if (notebooks && sidebar.querySelector(".outline") && sidebar.scrollHeight > sidebar.clientHeight) notebooks.open = false;
  })();

  // On a phone the sidebar is at the top of a long page: the header's Sections button opens the
  // outline wherever the reader is, the section being read marked, and closes once one is chosen.
  function setUpSectionsPanel(outline) {
    var header = document.querySelector(".top");
    var button = document.createElement("button");
    button.type = "button";
    button.className = "sections-switch";
    button.textContent = "Sections";
    button.setAttribute("aria-expanded", "false");
    button.setAttribute("aria-controls", "sections-panel");
    button.setAttribute("data-testid", "sections-switch");
    var panel = document.createElement("nav");
    panel.id = "sections-panel";
    panel.className = "sections-panel";
    panel.setAttribute("aria-label", "Sections of this page");
    panel.hidden = true;
    header.querySelector(".home").after(button);
    header.after(panel);
    function close() {
      panel.hidden = true;
      button.setAttribute("aria-expanded", "false");
    }
    button.addEventListener("click", function () {
      if (!panel.hidden) return close();
      panel.replaceChildren(outline.cloneNode(true));
      panel.style.top = header.getBoundingClientRect().bottom + "px";
      panel.hidden = false;
      button.setAttribute("aria-expanded", "true");
      var current = panel.querySelector("li[aria-current]");
      if (current) panel.scrollTop = current.offsetTop - panel.clientHeight / 3;
    });
    panel.addEventListener("click", function (event) {
      if (event.target.closest("a")) close();
    });
    document.addEventListener("keydown", function (event) {
      if (event.key === "Escape" && !panel.hidden) {
        close();
        button.focus();
      }
    });
    document.addEventListener("click", function (event) {
      if (!panel.hidden && !panel.contains(event.target) && event.target !== button) close();
    });
  }

  // Search: MiniSearch over every section of every page and each explorable, with prefixes and
  // typos forgiven. Its library and index (half a megabyte) load when the reader first uses it.
  var searchIndex = null;
  var loading = null;
  function loadSearch(then) {
    if (searchIndex) return then();
    if (!loading) {
      loading = [];
      var load = function (src, next) {
        var script = document.createElement("script");
        script.src = src; // relative to the page's base: the site's root
        script.onload = next;
        script.onerror = function () {
          var waiting = loading;
          loading = null; // the next keystroke tries again
          waiting.forEach(function (f) { f(new Error("the search could not be loaded")); });
        };
        document.body.appendChild(script);
      };
      load("assets/minisearch.js", function () {
        load("search-index.js", function () {
          searchIndex = window.MiniSearch.loadJSON(window.SEARCH_INDEX, window.SEARCH_OPTIONS);
          loading.forEach(function (f) { f(); });
        });
      });
    }
    loading.push(then);
  }

  /** Up to two typos in a long word, one in a word of four letters, none in a shorter one. */
  function typos(term) {
    return term.length >= 6 ? 2 : term.length >= 4 ? 1 : 0;
  }

  /**
   * The words around the first match in a section's text, as nodes: the matched words marked,
   * everything else plain text (what the index holds is never read as markup).
   */
  function snippet(text, terms) {
    var words = text.split(" ");
    var matches = function (word) {
      var plain = word.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "");
      return plain.length > 0 && terms.some(function (t) { return plain === t || plain.indexOf(t) === 0; });
    };
    var at = words.findIndex(matches);
    var start = Math.max(0, (at < 0 ? 0 : at) - 8);
    var shown = words.slice(start, start + 22);
    var box = document.createElement("span");
    box.className = "snippet";
    if (start > 0) box.appendChild(document.createTextNode("… "));
    shown.forEach(function (word, i) {
      if (i > 0) box.appendChild(document.createTextNode(" "));
      if (matches(word)) {
        // Only the word is marked, not the punctuation around it.
        var parts = /^([^\p{L}\p{N}]*)(.*?)([^\p{L}\p{N}]*)$/u.exec(word);
        var mark = document.createElement("mark");
        mark.textContent = parts[2];
        box.appendChild(document.createTextNode(parts[1]));
        box.appendChild(mark);
        box.appendChild(document.createTextNode(parts[3]));
      } else box.appendChild(document.createTextNode(word));
    });
    if (start + shown.length < words.length) box.appendChild(document.createTextNode(" …"));
    return box;
  }

  function setUpSearch() {
    var input = document.querySelector('[data-testid="search-input"]');
    var list = document.querySelector('[data-testid="search-results"]');
    if (!input || !list) return;
    function say(text) {
      var item = document.createElement("li");
      item.className = "none";
      item.textContent = text;
      list.appendChild(item);
      list.hidden = false;
    }
    function show() {
      var query = input.value.trim().slice(0, 200); // a pasted book is not a query
      list.textContent = "";
      if (!query) {
        list.hidden = true;
        return;
      }
      if (!searchIndex) {
        say("Loading the search…");
        return loadSearch(function (problem) {
          if (problem) {
            list.textContent = "";
            return say("The search could not be loaded: its files are missing from the site.");
          }
          show();
        });
      }
      // A heading weighs most, then the prose; code counts least; a page to try things on a little more.
      var hits = searchIndex.search(query, {
        prefix: true,
        fuzzy: typos,
        boost: { section: 3, text: 1, code: 0.3 },
        boostDocument: function (id) { return id.indexOf("explore/") === 0 ? 1.5 : 1; },
      }).slice(0, 12);
      if (hits.length === 0) say("Nothing found for “" + (query.length > 40 ? query.slice(0, 40) + "…" : query) + "”");
      hits.forEach(function (hit) {
        var item = document.createElement("li");
        var link = document.createElement("a");
        link.href = hit.url;
        var page = document.createElement("span");
        page.className = "page";
        page.textContent = hit.page;
        var section = document.createElement("span");
        section.className = "section";
        section.textContent = hit.section;
        link.appendChild(page);
        link.appendChild(section);
        link.appendChild(snippet(hit.text || "", hit.terms));
        item.appendChild(link);
        list.appendChild(item);
      });
      list.hidden = false;
    }
    input.addEventListener("input", show);
    // A result chosen, or a click elsewhere: the list closes, so that it covers nothing.
    function close() {
      list.hidden = true;
    }
    list.addEventListener("click", function (event) {
      if (event.target.closest("a")) close();
    });
    document.addEventListener("click", function (event) {
      if (!event.target.closest(".search")) close();
    });
    input.addEventListener("focus", function () {
      loadSearch(function () {}); // a head start while the reader types
      if (input.value.trim()) show();
    });
    input.addEventListener("keydown", function (event) {
      if (event.key === "Escape") {
        input.value = "";
        show();
      }
      if (event.key === "Enter") {
        var first = list.querySelector("a");
        if (first) window.location.href = first.href;
      }
    });
  }

  // The projector view: larger type, a wider page; remembered on this browser.
  function setUpViews() {
    var button = document.querySelector('[data-testid="projector-switch"]');
    var remembered = null;
    try {
      remembered = window.localStorage.getItem("projector-view");
    } catch (e) {} // a browser that keeps nothing: the switch still works for the page
    function apply(on) {
      document.documentElement.classList.toggle("projector", on);
      if (button) button.setAttribute("aria-pressed", String(on));
    }
    apply(remembered === "on");
    if (!button) return;
    button.addEventListener("click", function () {
      var on = !document.documentElement.classList.contains("projector");
      apply(on);
      try {
        window.localStorage.setItem("projector-view", on ? "on" : "off");
      } catch (e) {}
      drawCharts(); // again, at the new width and size of type
    });
  }

  // On paper, every folded part is open; afterwards each is as the reader left it.
  var folded = [];
  window.addEventListener("beforeprint", function () {
    folded = Array.prototype.filter.call(document.querySelectorAll("details"), function (d) { return !d.open; });
    folded.forEach(function (d) { d.open = true; });
  });
  window.addEventListener("afterprint", function () {
    folded.forEach(function (d) { d.open = false; });
  });

  setUpViews();
  drawCharts();
  // The notebook runner (runner/runner.js) and the explorables draw their charts the same way.
  window.SITE = { drawChart: drawChart, drawFigure: drawFigure };
  // Its switch loads it, the first time it is pressed.
  var runSwitch = document.querySelector('[data-testid="run-switch"]');
  if (runSwitch) {
    // Edits kept from an earlier visit are said, so that a reader knows where they went.
    var kept = 0;
    try {
      // Counted as the runner reads them: an edit is an object with its text (anything else is left out).
      var stored = JSON.parse(window.localStorage.getItem("notebook-edits:" + runSwitch.parentNode.getAttribute("data-notebook")) || "{}");
      kept = stored && typeof stored === "object" && !Array.isArray(stored)
        ? Object.keys(stored).filter(function (k) { return stored[k] && typeof stored[k].edit === "string"; }).length
        : 0;
    } catch (e) { /* no storage, or not ours: nothing kept */ }
    if (kept) {
      var keptNote = document.createElement("p");
      keptNote.className = "run-note run-kept";
      keptNote.setAttribute("data-testid", "run-kept");
      keptNote.textContent = "Your edits to " + (kept === 1 ? "one cell are" : kept + " cells are") + " kept in this browser: Run in this browser shows them (and Reset puts back the saved ones).";
      runSwitch.parentNode.appendChild(keptNote);
    }
    runSwitch.addEventListener("click", function () {
      if (runSwitch.getAttribute("aria-pressed") === "true" || document.getElementById("runner-script")) return;
      runSwitch.textContent = "Loading the runner…";
      var script = document.createElement("script");
      script.id = "runner-script";
      script.src = "runner/runner.js";
      script.onerror = function () {
        script.remove();
        runSwitch.textContent = "Run in this browser";
        var before = runSwitch.parentNode.querySelector(".runner-problem");
        if (before) before.remove();
        var problem = document.createElement("p");
        problem.className = "error runner-problem";
        problem.setAttribute("role", "alert");
        problem.textContent = "This copy of the site has no runner (runner/runner.js is missing).";
        runSwitch.parentNode.appendChild(problem);
      };
      document.head.appendChild(script);
    });
  }
  // A window narrowed to a phone's width, or widened from it, gets its charts drawn for that width.
  if (window.matchMedia) {
    window.matchMedia("(min-width: 50rem)").addEventListener("change", drawCharts);
    window.matchMedia("(min-width: 64rem)").addEventListener("change", drawCharts);
  }
  setUpSearch();
})();

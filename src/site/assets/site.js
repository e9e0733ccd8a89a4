// The site's script: draws each chart live (its PNG stays where this does not run) and answers
// the search box from the index built with the site. Loaded last on every page; plain browser
// JavaScript, no module loader, so pages work opened from disk.
(function () {
  "use strict";
  var dark = window.matchMedia && window.matchMedia("(prefers-color-scheme: dark)").matches;

  // Charts: the figures of this page are in window.CHARTS, by name.
  function drawCharts() {
    if (!window.Plotly || !window.CHARTS) return;
    document.querySelectorAll(".chart .plot").forEach(function (div) {
      var figure = window.CHARTS[div.getAttribute("data-chart")];
      if (!figure) return;
      var layout = Object.assign({}, figure.layout || {}, { autosize: true });
      delete layout.width;
      if (div.clientWidth < 500) {
        // On a phone: smaller titles and margins, so the plot keeps most of the width.
        var title = typeof layout.title === "string" ? { text: layout.title } : Object.assign({}, layout.title || {});
        title.font = Object.assign({}, title.font || {}, { size: 12 });
        title.x = 0.01; // a long title starts at the left edge rather than running off both
        title.xanchor = "left";
        // plotly.js draws a title on one line: a long one is broken between words, and the chart
        // grows by a line's height for each line added.
        var lines = title.text && title.text.indexOf("<br>") < 0 ? titleLines(title.text, div.clientWidth - 20) : [title.text];
        var added = 15 * (lines.length - 1); // pixels
        title.text = lines.join("<br>");
        layout.title = title;
        layout.margin = { l: 45, r: 10, t: 40 + added, b: 45 };
        if (layout.height) layout.height += added;
        // More than a dozen ticks crowd a narrow axis: they are spaced 2, 5 or 10 times wider.
        // A legend goes below the plot.
        Object.keys(layout).forEach(function (key) {
          var axis = layout[key];
          if (/^[xy]axis\d*$/.test(key) && axis && typeof axis.dtick === "number" && axis.type !== "log") {
            var ticks = span(axis, key[0], figure.data) / axis.dtick;
            var wider = [2, 5, 10].filter(function (k) { return ticks / k <= 12; })[0];
            if (ticks > 12) layout[key] = Object.assign({}, axis, { dtick: axis.dtick * (wider || Math.ceil(ticks / 12)) });
          }
          if (/^yaxis\d*$/.test(key) && layout[key] && layout[key].side === "right") layout.margin.r = 45;
        });
        if (layout.legend) {
          // Below the axis title, a row per entry (long names wrap): the chart grows with the
          // legend, and the plot keeps 180 pixels.
          var entries = (figure.data || []).filter(function (trace) { return trace.showlegend !== false; }).length;
          layout.margin.b = 80 + 20 * entries;
          layout.height = layout.margin.t + 180 + layout.margin.b;
          layout.legend = Object.assign({}, layout.legend, { orientation: "h", x: 0, xanchor: "left", y: -60 / 180, yanchor: "top" });
        }
      }
      if (dark) {
        layout.paper_bgcolor = "rgba(0,0,0,0)";
        layout.plot_bgcolor = "rgba(0,0,0,0)";
        layout.font = Object.assign({}, layout.font || {}, { color: "#e6e6e6" });
      }
      var figureBox = div.closest(".chart");
      figureBox.classList.add("live");
      window.Plotly.newPlot(div, figure.data, layout, { responsive: true, displaylogo: false }).catch(function () {
        figureBox.classList.remove("live"); // the PNG shows again
      });
    });
  }

  /** A title's words in lines no wider than `width` pixels at the phone's 12-pixel title size. */
  function titleLines(text, width) {
    var context = document.createElement("canvas").getContext("2d");
    context.font = "12px 'Open Sans', verdana, arial, sans-serif"; // plotly.js's own font
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

  // Search: MiniSearch over every section of every page, prefix and a little fuzz.
  function setUpSearch() {
    var input = document.querySelector('[data-testid="search-input"]');
    var list = document.querySelector('[data-testid="search-results"]');
    if (!input || !list || !window.MiniSearch || !window.SEARCH_INDEX) return;
    var index = window.MiniSearch.loadJSON(window.SEARCH_INDEX, window.SEARCH_OPTIONS);
    function show() {
      var query = input.value.trim();
      list.textContent = "";
      if (!query) {
        list.hidden = true;
        return;
      }
      var hits = index.search(query, { prefix: true, fuzzy: 0.15, boost: { section: 2 } }).slice(0, 12);
      if (hits.length === 0) {
        var none = document.createElement("li");
        none.className = "none";
        none.textContent = "Nothing found for “" + query + "”";
        list.appendChild(none);
      }
      hits.forEach(function (hit) {
        var item = document.createElement("li");
        var link = document.createElement("a");
        link.href = hit.url;
        var page = document.createElement("span");
        page.className = "page";
        page.textContent = hit.page;
        link.appendChild(page);
        link.appendChild(document.createTextNode(hit.section));
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

  drawCharts();
  setUpSearch();
})();

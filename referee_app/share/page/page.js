/* The players' page: follows the game through server-sent events (events?lang=...), counts the clock down
   by itself between them, zooms the board by pinch, wheel, double tap or the buttons. Read-only: it only
   asks (GET). Every text is put in with textContent: nothing the server sends is read as HTML. */
(function () {
  "use strict";

  var LANGS = { en: "en", zh_Hant: "zh-Hant", zh_Hans: "zh-Hans", ja: "ja" };
  var STORE = "referee-share-lang";
  var $ = function (id) { return document.getElementById(id); };
  var root = document.documentElement;
  var lang = root.getAttribute("data-lang") || "en";
  var ui = {};
  try { ui = JSON.parse(document.body.getAttribute("data-ui") || "{}"); } catch (e) { ui = {}; }

  var source = null;
  var retry = null;
  var clock = null;
  var clockAt = 0;
  var boardSrc = "";
  var version = -1;

  // --- the connection --------------------------------------------------------------------------
  function setLive(state) {
    var el = $("live");
    el.className = "live " + state;
    $("live-text").textContent = state === "on" ? (ui.live || "Live")
      : state === "off" ? (ui.offline || "…") : (ui.connecting || "…");
  }

  function connect() {
    if (retry) { clearTimeout(retry); retry = null; }
    if (source) { source.close(); }
    setLive("connecting");
    var es = new EventSource("events?lang=" + encodeURIComponent(lang));
    source = es;
    es.addEventListener("state", function (ev) {
      var msg;
      try { msg = JSON.parse(ev.data); } catch (e) { return; }
      version = msg.version;
      setClock(msg.clock);
      render(msg.state);
      setLive("on");
    });
    es.addEventListener("clock", function (ev) {
      try { setClock(JSON.parse(ev.data)); } catch (e) { return; }
      setLive("on");
    });
    es.onerror = function () {
      setLive("off");
      if (es.readyState === 2 && source === es) {  // closed for good (the server said no): try again later
        retry = setTimeout(connect, 4000);
      }
    };
  }

  // --- the clock -----------------------------------------------------------------------------
  function setClock(c) {
    clock = c;
    clockAt = performance.now();
    $("clock").hidden = !!c.none;  // a game without the phase clock: no clock at all
    $("clock-label").textContent = c.label || "";
    $("clock-status").textContent = c.status ? "· " + c.status : "";
    tick();
  }

  function fmt(seconds, up) {
    var s = Math.max(0, up ? Math.ceil(seconds - 1e-6) : Math.floor(seconds));
    var h = Math.floor(s / 3600), m = Math.floor((s % 3600) / 60), r = s % 60;
    var two = function (n) { return (n < 10 ? "0" : "") + n; };
    return h ? h + ":" + two(m) + ":" + two(r) : m + ":" + two(r);
  }

  function tick() {
    if (!clock) { return; }
    var el = $("clock");
    var dt = clock.running ? (performance.now() - clockAt) / 1000 : 0;
    var s = clock.counts_down ? Math.max(0, clock.seconds - dt) : clock.seconds + dt;
    var level = 0;
    if (clock.counts_down && !clock.idle) {
      var w = (clock.warnings || []).slice().sort(function (a, b) { return a - b; });
      if (s <= 0) { level = 3; } else if (w.length && s <= w[0]) { level = 2; } else if (w.length && s <= w[w.length - 1]) { level = 1; }
    }
    el.className = "clock" + (clock.idle ? " idle" : "") + (level ? " level" + level : "");
    var text = clock.idle ? "" : clock.counts_down ? fmt(s, true)
      : (clock.taken || "+{time}").replace("{time}", fmt(s, false));  // a count-up: the time taken so far
    if ($("clock-time").textContent !== text) { $("clock-time").textContent = text; }
  }
  setInterval(tick, 250);

  // --- the page ------------------------------------------------------------------------------
  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) { e.className = cls; }
    if (text !== undefined && text !== null && text !== "") { e.textContent = text; }
    return e;
  }

  function chip(colour) {
    var c = el("span", "chip");
    if (colour) { c.style.background = colour; } else { c.style.visibility = "hidden"; }
    return c;
  }

  function render(st) {
    if (!st) { return; }
    if (st.ui) { ui = st.ui; applyUi(); }
    $("phase").textContent = st.phase || "";
    var pchip = $("phase-chip");  // the colour of whoever is to play (a game that names one)
    if (st.phase_colour && !pchip) {
      pchip = chip(st.phase_colour);
      pchip.id = "phase-chip";
      pchip.className = "chip phase-chip";
      $("phase").parentNode.insertBefore(pchip, $("phase"));
    }
    if (pchip) {
      pchip.hidden = !st.phase_colour;
      if (st.phase_colour) { pchip.style.background = st.phase_colour; }
    }
    document.title = (st.phase ? st.phase + " · " : "") + (st.title ? st.title + " · " : "") + (ui.title || "");
    $("title").textContent = st.title || "";
    $("title").hidden = !st.title;
    var note = $("note");
    note.textContent = st.note || "";
    note.hidden = !st.note;
    var banner = $("banner");
    banner.textContent = st.banner || "";
    banner.hidden = !st.banner;

    var img = $("board-img");
    img.alt = st.board_alt || "";
    if (st.board && st.board !== boardSrc) {
      boardSrc = st.board;
      var next = new Image();
      next.onload = function () { if (boardSrc === st.board) { img.src = st.board; } };
      next.src = st.board;
    }

    $("centres-heading").textContent = st.centres ? st.centres.heading : "";
    var list = $("centres");
    list.textContent = "";
    list.classList.toggle("one", !!(st.centres && st.centres.columns === 1));
    ((st.centres && st.centres.rows) || []).forEach(function (r) {
      var li = el("li");
      li.appendChild(chip(r.colour));
      var name = el("span", "name", r.name);
      if (r.detail) { name.appendChild(el("small", "", r.detail)); }
      li.appendChild(name);
      li.appendChild(el("span", "count", String(r.count)));
      list.appendChild(li);
    });

    var box = $("sections");
    box.textContent = "";
    (st.sections || []).forEach(function (s) {
      var sec = el("section", "section");
      sec.appendChild(el("h2", "", s.heading));
      var ul = el("ul", "items");
      var who = null;
      (s.items || []).forEach(function (it) {
        if (it.who && it.who !== who) {  // the items of one power under its name
          var g = el("li", "group");
          g.appendChild(chip(it.colour));
          g.appendChild(el("span", "who", it.who));
          ul.appendChild(g);
        }
        who = it.who || null;
        var li = el("li", it.who ? "" : "plain");
        var line = el("div", "line");
        line.appendChild(el("span", "text", it.text));
        if (it.status_text) { line.appendChild(el("span", "badge " + (it.status || ""), it.status_text)); }
        li.appendChild(line);
        if (it.detail) { li.appendChild(el("div", "detail", it.detail)); }
        ul.appendChild(li);
      });
      sec.appendChild(ul);
      box.appendChild(sec);
    });
  }

  function applyUi() {
    var set = function (id, key) {
      var b = $(id);
      if (b && ui[key]) { b.title = ui[key]; b.setAttribute("aria-label", ui[key]); }
    };
    set("zoom-in", "zoom_in");
    set("zoom-out", "zoom_out");
    set("zoom-fit", "fit");
    set("lang", "language");
    if (ui.read_only) { $("read-only").textContent = ui.read_only; }
  }

  // --- the language ----------------------------------------------------------------------------
  function setLanguage(code, remember) {
    if (!LANGS[code]) { return; }
    lang = code;
    root.setAttribute("lang", LANGS[code]);
    root.setAttribute("data-lang", code);
    $("lang").value = code;
    if (remember) {
      try { localStorage.setItem(STORE, code); } catch (e) { /* private browsing */ }
      try { history.replaceState(null, "", "?lang=" + code); } catch (e) { /* older browsers */ }
    }
    connect();
  }

  $("lang").addEventListener("change", function () { setLanguage(this.value, true); });

  // --- zoom: pinch, wheel, double tap, buttons --------------------------------------------------
  var board = $("board");
  var img = $("board-img");
  var z = { s: 1, x: 0, y: 0 };
  var MAX = 6;

  function apply() {
    var w = board.clientWidth, h = board.clientHeight;
    z.s = Math.min(MAX, Math.max(1, z.s));
    z.x = Math.min(0, Math.max(w - w * z.s, z.x));
    z.y = Math.min(0, Math.max(h - h * z.s, z.y));
    img.style.transform = "translate(" + z.x + "px," + z.y + "px) scale(" + z.s + ")";
    board.classList.toggle("zoomed", z.s > 1.001);
  }

  function zoomAt(factor, cx, cy) {
    var s = Math.min(MAX, Math.max(1, z.s * factor));
    var k = s / z.s;
    z.x = cx - (cx - z.x) * k;
    z.y = cy - (cy - z.y) * k;
    z.s = s;
    apply();
  }

  function centre() { return [board.clientWidth / 2, board.clientHeight / 2]; }
  $("zoom-in").addEventListener("click", function () { var c = centre(); zoomAt(1.6, c[0], c[1]); });
  $("zoom-out").addEventListener("click", function () { var c = centre(); zoomAt(1 / 1.6, c[0], c[1]); });
  $("zoom-fit").addEventListener("click", function () { z = { s: 1, x: 0, y: 0 }; apply(); });
  $("note").addEventListener("click", function () { $("note").classList.toggle("open"); });  // a phone: the whole note

  var pts = {};
  var last = null;  // the previous two-finger (or one-finger) reading
  var lastTap = 0;

  function local(e) { var r = board.getBoundingClientRect(); return [e.clientX - r.left, e.clientY - r.top]; }
  function reading() {
    var ids = Object.keys(pts);
    if (ids.length === 1) { var p = pts[ids[0]]; return { x: p[0], y: p[1], d: 0, n: 1 }; }
    if (ids.length >= 2) {
      var a = pts[ids[0]], b = pts[ids[1]];
      return { x: (a[0] + b[0]) / 2, y: (a[1] + b[1]) / 2, d: Math.hypot(a[0] - b[0], a[1] - b[1]), n: 2 };
    }
    return null;
  }

  board.addEventListener("pointerdown", function (e) {
    pts[e.pointerId] = local(e);
    last = reading();
    if (Object.keys(pts).length === 2 || z.s > 1.001) {
      try { board.setPointerCapture(e.pointerId); } catch (err) { /* not capturable */ }
    }
  });
  board.addEventListener("pointermove", function (e) {
    if (!(e.pointerId in pts)) { return; }
    pts[e.pointerId] = local(e);
    var now = reading();
    if (!now || !last || now.n !== last.n) { last = now; return; }
    if (now.n === 2 && last.d > 0) {
      zoomAt(now.d / last.d, now.x, now.y);
      z.x += now.x - last.x;
      z.y += now.y - last.y;
      apply();
      e.preventDefault();
    } else if (now.n === 1 && z.s > 1.001) {
      z.x += now.x - last.x;
      z.y += now.y - last.y;
      apply();
      e.preventDefault();
    }
    last = now;
  });
  function up(e) {
    var wasOne = Object.keys(pts).length === 1;
    var p = pts[e.pointerId];
    delete pts[e.pointerId];
    last = reading();
    if (e.type === "pointerup" && wasOne && p && e.pointerType !== "mouse") {
      var t = performance.now();
      if (t - lastTap < 320) {  // double tap: in, or back to the whole board
        if (z.s > 1.001) { z = { s: 1, x: 0, y: 0 }; apply(); } else { zoomAt(2.5, p[0], p[1]); }
        lastTap = 0;
      } else {
        lastTap = t;
      }
    }
  }
  board.addEventListener("pointerup", up);
  board.addEventListener("pointercancel", up);
  board.addEventListener("dblclick", function (e) {
    var p = local(e);
    if (z.s > 1.001) { z = { s: 1, x: 0, y: 0 }; apply(); } else { zoomAt(2.5, p[0], p[1]); }
  });
  board.addEventListener("wheel", function (e) {
    var p = local(e);
    zoomAt(Math.exp(-e.deltaY * 0.0025), p[0], p[1]);
    e.preventDefault();
  }, { passive: false });
  window.addEventListener("resize", apply);

  // --- start -----------------------------------------------------------------------------------
  var asked = /[?&]lang=/.test(location.search);
  var saved = null;
  try { saved = localStorage.getItem(STORE); } catch (e) { saved = null; }
  applyUi();
  if (!asked && saved && LANGS[saved] && saved !== lang) {
    setLanguage(saved, false);
  } else {
    connect();
  }
}());

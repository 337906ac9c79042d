//! The tree html5ever builds a page into: an arena of nodes addressed by index. It keeps only
//! what the page reader asks of a node (element names, the `id` and `class` attributes, text);
//! comments, doctypes and processing instructions are empty nodes. No method panics: the tree
//! builder only hands back indices this arena gave it, and an index it does not hold is ignored.

use html5ever::interface::{ElemName, ElementFlags, NodeOrText, QuirksMode, TreeSink};
use html5ever::tendril::StrTendril;
use html5ever::{local_name, ns, Attribute, LocalName, Namespace, QualName};
use std::borrow::Cow;
use std::cell::RefCell;

pub type Id = usize;

/// The document node.
pub const DOCUMENT: Id = 0;

#[derive(Debug)]
pub enum Data {
    Document,
    Element {
        name: QualName,
        /// `id` and `class` only: the page reader needs nothing else of an attribute.
        attrs: Vec<(LocalName, String)>,
        /// A `template`'s content, a fragment outside the tree (so never page text).
        template: Option<Id>,
    },
    Text(String),
    /// Comments, doctypes and processing instructions.
    Other,
}

#[derive(Debug)]
pub struct Node {
    pub parent: Option<Id>,
    pub children: Vec<Id>,
    pub data: Data,
}

/// A page's tree; `nodes[DOCUMENT]` is its root.
#[derive(Debug)]
pub struct Dom {
    pub nodes: Vec<Node>,
}

impl Dom {
    /// The element's name in the HTML namespace (`None` for other nodes and SVG or MathML).
    pub fn html_name(&self, id: Id) -> Option<&str> {
        match &self.nodes.get(id)?.data {
            Data::Element { name, .. } if name.ns == ns!(html) => Some(&name.local),
            _ => None,
        }
    }

    /// An element's `id`, `class` or `lang` attribute.
    pub fn attr(&self, id: Id, key: &LocalName) -> Option<&str> {
        match &self.nodes.get(id)?.data {
            Data::Element { attrs, .. } => attrs
                .iter()
                .find(|(k, _)| k == key)
                .map(|(_, v)| v.as_str()),
            _ => None,
        }
    }
}

/// The tree builder's side of [`Dom`].
pub struct Sink {
    nodes: RefCell<Vec<Node>>,
}

impl Default for Sink {
    fn default() -> Sink {
        Sink {
            nodes: RefCell::new(vec![Node {
                parent: None,
                children: Vec::new(),
                data: Data::Document,
            }]),
        }
    }
}

/// An element's name as the tree builder asks for it (atoms: cloning one is a count increment).
#[derive(Debug)]
pub struct Name(QualName);

impl ElemName for Name {
    fn ns(&self) -> &Namespace {
        &self.0.ns
    }
    fn local_name(&self) -> &LocalName {
        &self.0.local
    }
}

impl Sink {
    fn new_node(&self, data: Data) -> Id {
        let mut nodes = self.nodes.borrow_mut();
        nodes.push(Node {
            parent: None,
            children: Vec::new(),
            data,
        });
        nodes.len() - 1
    }

    fn detach(nodes: &mut [Node], child: Id) {
        let Some(parent) = nodes.get_mut(child).and_then(|n| n.parent.take()) else {
            return;
        };
        if let Some(p) = nodes.get_mut(parent) {
            p.children.retain(|c| *c != child);
        }
    }

    /// A node for `child`: text joins a text node just before `at` in `parent` when there is one.
    fn node_for(&self, parent: Id, at: usize, child: NodeOrText<Id>) -> Option<Id> {
        match child {
            NodeOrText::AppendNode(id) => Some(id),
            NodeOrText::AppendText(text) => {
                let mut nodes = self.nodes.borrow_mut();
                let before = at
                    .checked_sub(1)
                    .and_then(|i| nodes.get(parent)?.children.get(i).copied());
                if let Some(Node {
                    data: Data::Text(t),
                    ..
                }) = before.and_then(|b| nodes.get_mut(b))
                {
                    t.push_str(&text);
                    return None;
                }
                drop(nodes);
                Some(self.new_node(Data::Text(text.to_string())))
            }
        }
    }

    fn insert(&self, parent: Id, at: Option<usize>, child: NodeOrText<Id>) {
        let len = match self.nodes.borrow().get(parent) {
            Some(p) => p.children.len(),
            None => return,
        };
        let at = at.unwrap_or(len).min(len);
        let Some(child) = self.node_for(parent, at, child) else {
            return;
        };
        let mut nodes = self.nodes.borrow_mut();
        if child == parent || child >= nodes.len() {
            return;
        }
        Sink::detach(&mut nodes, child);
        // Detaching may have shortened the parent's children.
        let at = at.min(nodes[parent].children.len());
        nodes[parent].children.insert(at, child);
        nodes[child].parent = Some(parent);
    }
}

impl TreeSink for Sink {
    type Handle = Id;
    type Output = Dom;
    type ElemName<'a> = Name;

    fn finish(self) -> Dom {
        Dom {
            nodes: self.nodes.into_inner(),
        }
    }

    fn parse_error(&self, _msg: Cow<'static, str>) {}

    fn get_document(&self) -> Id {
        DOCUMENT
    }

    fn elem_name<'a>(&'a self, target: &'a Id) -> Name {
        match self.nodes.borrow().get(*target).map(|n| &n.data) {
            Some(Data::Element { name, .. }) => Name(name.clone()),
            // The tree builder asks only for elements' names; a neutral one should it not.
            _ => Name(QualName::new(None, ns!(html), local_name!("span"))),
        }
    }

    fn create_element(&self, name: QualName, attrs: Vec<Attribute>, flags: ElementFlags) -> Id {
        let attrs = attrs
            .into_iter()
            .filter(|a| {
                a.name.ns == ns!()
                    && matches!(
                        a.name.local,
                        local_name!("id") | local_name!("class") | local_name!("lang")
                    )
            })
            .map(|a| (a.name.local, a.value.to_string()))
            .collect();
        let template = flags.template.then(|| self.new_node(Data::Document));
        self.new_node(Data::Element {
            name,
            attrs,
            template,
        })
    }

    fn create_comment(&self, _text: StrTendril) -> Id {
        self.new_node(Data::Other)
    }

    fn create_pi(&self, _target: StrTendril, _data: StrTendril) -> Id {
        self.new_node(Data::Other)
    }

    fn append(&self, parent: &Id, child: NodeOrText<Id>) {
        self.insert(*parent, None, child);
    }

    fn append_based_on_parent_node(&self, element: &Id, prev_element: &Id, child: NodeOrText<Id>) {
        let has_parent = self
            .nodes
            .borrow()
            .get(*element)
            .is_some_and(|n| n.parent.is_some());
        if has_parent {
            self.append_before_sibling(element, child);
        } else {
            self.append(prev_element, child);
        }
    }

    fn append_doctype_to_document(
        &self,
        _name: StrTendril,
        _public: StrTendril,
        _system: StrTendril,
    ) {
        let id = self.new_node(Data::Other);
        self.insert(DOCUMENT, None, NodeOrText::AppendNode(id));
    }

    fn get_template_contents(&self, target: &Id) -> Id {
        match self.nodes.borrow().get(*target).map(|n| &n.data) {
            Some(Data::Element {
                template: Some(t), ..
            }) => *t,
            // Only templates are asked for; anything else gets itself, which the reader walks.
            _ => *target,
        }
    }

    fn same_node(&self, x: &Id, y: &Id) -> bool {
        x == y
    }

    fn set_quirks_mode(&self, _mode: QuirksMode) {}

    fn append_before_sibling(&self, sibling: &Id, new_node: NodeOrText<Id>) {
        let place = {
            let nodes = self.nodes.borrow();
            nodes.get(*sibling).and_then(|s| {
                let parent = s.parent?;
                let at = nodes[parent].children.iter().position(|c| c == sibling)?;
                Some((parent, at))
            })
        };
        if let Some((parent, at)) = place {
            self.insert(parent, Some(at), new_node);
        }
    }

    fn add_attrs_if_missing(&self, target: &Id, attrs: Vec<Attribute>) {
        let mut nodes = self.nodes.borrow_mut();
        let Some(Data::Element { attrs: have, .. }) = nodes.get_mut(*target).map(|n| &mut n.data)
        else {
            return;
        };
        for a in attrs {
            let wanted = a.name.ns == ns!()
                && matches!(
                    a.name.local,
                    local_name!("id") | local_name!("class") | local_name!("lang")
                );
            if wanted && !have.iter().any(|(k, _)| *k == a.name.local) {
                have.push((a.name.local, a.value.to_string()));
            }
        }
    }

    fn remove_from_parent(&self, target: &Id) {
        Sink::detach(&mut self.nodes.borrow_mut(), *target);
    }

    fn reparent_children(&self, node: &Id, new_parent: &Id) {
        let mut nodes = self.nodes.borrow_mut();
        if node == new_parent || *new_parent >= nodes.len() {
            return;
        }
        let Some(children) = nodes
            .get_mut(*node)
            .map(|n| std::mem::take(&mut n.children))
        else {
            return;
        };
        for c in &children {
            nodes[*c].parent = Some(*new_parent);
        }
        nodes[*new_parent].children.extend(children);
    }
}
